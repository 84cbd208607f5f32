import { GalleryPage } from '../../features/products/components/gallery/gallery-page';

export default function ProductGalleryRoute() {
  return <GalleryPage />;
}
