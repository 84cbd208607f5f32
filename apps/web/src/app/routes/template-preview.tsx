import { useParams } from '../../shared/router';
import { TemplatePreviewPage } from '../../features/templates/components/preview/template-preview-page';
import { UtilitiesGate } from './utilities-gate';

export default function TemplatePreviewRoute() {
  const { templateId = '' } = useParams();
  return (
    <UtilitiesGate>
      {(team) => <TemplatePreviewPage key={`${team.uuid}-${templateId}`} team={team} templateId={templateId} />}
    </UtilitiesGate>
  );
}
