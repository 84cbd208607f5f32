/** /iot/groups/{id}?resourceType&region (spec 1 section 2.1): one device group. */
import { useParams, useSearchParams } from '../../shared/router';
import { GroupPage } from '../../features/iot/components/group/group-page';
import { parseResourceType } from '../../features/iot/utils/resource-type';
import { PageFrame } from './page-frame';

export default function IotGroupRoute() {
  const { groupId = '' } = useParams();
  const [search] = useSearchParams();
  const resourceType = parseResourceType(search.get('resourceType'));
  return (
    <PageFrame>
      <GroupPage key={`${resourceType}:${groupId}`} groupId={groupId} resourceType={resourceType} />
    </PageFrame>
  );
}
