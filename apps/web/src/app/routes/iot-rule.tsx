/** /iot/rules/{id}?resourceType (spec 1 section 2.1): one rule (legacy rules with resourceType=legacy). */
import { useParams, useSearchParams } from '../../shared/router';
import { RulePage } from '../../features/iot/components/rule/rule-page';
import { parseResourceType } from '../../features/iot/utils/resource-type';
import { PageFrame } from './page-frame';

export default function IotRuleRoute() {
  const { ruleId = '' } = useParams();
  const [search] = useSearchParams();
  const resourceType = parseResourceType(search.get('resourceType'));
  return (
    <PageFrame>
      <RulePage key={`${resourceType}:${ruleId}`} ruleId={ruleId} resourceType={resourceType} />
    </PageFrame>
  );
}
