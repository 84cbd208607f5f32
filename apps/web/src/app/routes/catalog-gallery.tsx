import { CatalogGalleryPage } from '../../features/catalogs/components/gallery/catalog-gallery-page';
import { CatalogsGate } from './catalogs-gate';

export default function CatalogGalleryRoute() {
  return <CatalogsGate>{(team) => <CatalogGalleryPage key={team.uuid} teamId={team.uuid} />}</CatalogsGate>;
}
