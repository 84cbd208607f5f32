import { CatalogEditorPage } from '../../features/catalogs/components/editor/catalog-editor-page';
import { CatalogsGate } from './catalogs-gate';

export default function CatalogCreateRoute() {
  return <CatalogsGate>{(team) => <CatalogEditorPage key={team.uuid} team={team} />}</CatalogsGate>;
}
