import { useParams } from '../../shared/router';
import { CatalogEditorPage } from '../../features/catalogs/components/editor/catalog-editor-page';
import { CatalogsGate } from './catalogs-gate';

export default function CatalogEditRoute() {
  const { catalogId = '' } = useParams();
  return (
    <CatalogsGate>
      {(team) => <CatalogEditorPage key={`${team.uuid}:${catalogId}`} team={team} catalogId={catalogId} />}
    </CatalogsGate>
  );
}
