/**
 * The products gallery. Opened by its address (a first load), it asks for its translations, the user's teams and
 * the current team's two product lists as soon as this code is in, beside the shell's first render, instead of one
 * after another behind it: teams, the shell's render, the gallery's render, its translations, its render again, then
 * the products (issue 18: that chain held /apim's largest paint).
 */
import { GALLERY_PAGE_SIZE, GALLERY_PAGE_SIZE_XL } from '@dc/contracts';
import { prefetchGallery } from '../../features/products/api/prefetch-gallery';
import { GalleryPage } from '../../features/products/components/gallery/gallery-page';
import { paths } from '../../shared/config/paths';
import i18n from '../../shared/i18n';
import { prefetchCurrentTeam } from '../../shared/lib/current-team/prefetch-current-team';
import { queryClient } from '../../shared/lib/query-client';
import { theme } from '../theme';

function startEarly() {
  // Reached from another page, the address is still that page's while this code loads, and the shell is drawn.
  const { pathname, search } = window.location;
  if (pathname !== paths.apim) return;
  if (i18n.isInitialized) void i18n.loadNamespaces('products');
  // The cards a page as useGalleryPageSize reads them (8 from the extra-large breakpoint up).
  const wide = window.matchMedia(`(min-width:${theme.breakpoints.values.xl}px)`).matches;
  void prefetchCurrentTeam(queryClient, window.location).then((team) => {
    if (team)
      prefetchGallery(
        queryClient,
        team.uuid,
        new URLSearchParams(search),
        wide ? GALLERY_PAGE_SIZE_XL : GALLERY_PAGE_SIZE,
      );
  });
}

startEarly();

export default function ProductGalleryRoute() {
  return <GalleryPage />;
}
