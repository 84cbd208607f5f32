import { useParams } from '../../shared/router';
import { CatalogViewerPage } from '../../features/catalogs/components/viewer/catalog-viewer-page';
import { CatalogsGate } from './catalogs-gate';

export default function CatalogViewRoute() {
  const { catalogId = '' } = useParams();
  return (
    <CatalogsGate>
      {(team) => <CatalogViewerPage key={`${team.uuid}:${catalogId}`} team={team} catalogId={catalogId} />}
    </CatalogsGate>
  );
}
