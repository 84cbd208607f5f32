import { useParams } from '../../shared/router';
import { TemplateEditPage } from '../../features/templates/components/editor/template-edit-page';
import { UtilitiesGate } from './utilities-gate';

export default function TemplateDetailsRoute() {
  const { templateId = '' } = useParams();
  return (
    <UtilitiesGate>
      {(team) => <TemplateEditPage key={`${team.uuid}-${templateId}`} team={team} templateId={templateId} />}
    </UtilitiesGate>
  );
}
