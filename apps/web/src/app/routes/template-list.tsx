import { TemplateListPage } from '../../features/templates/components/list/template-list-page';
import { UtilitiesGate } from './utilities-gate';

export default function TemplateListRoute() {
  return <UtilitiesGate>{(team) => <TemplateListPage key={team.uuid} team={team} />}</UtilitiesGate>;
}
