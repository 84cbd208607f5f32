import { useParams } from '../../shared/router';
import { FEATURE_FLAGS } from '@dc/contracts';
import { TemplateAnalyticsPage } from '../../features/templates/components/analytics/template-analytics-page';
import { isFeatureEnabled } from '../../shared/config/env';
import { UtilitiesGate } from './utilities-gate';

export default function TemplateAnalyticsRoute() {
  const { templateId = '' } = useParams();
  return (
    <UtilitiesGate>
      {(team) => (
        <TemplateAnalyticsPage
          key={`${team.uuid}-${templateId}`}
          teamId={team.uuid}
          templateId={templateId}
          combinedMetrics={isFeatureEnabled(FEATURE_FLAGS.combinedMetrics)}
        />
      )}
    </UtilitiesGate>
  );
}
