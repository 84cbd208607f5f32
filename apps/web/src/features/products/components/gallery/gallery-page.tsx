/**
 * The products gallery at /apim (spec 2 section 2.1, SPEC-NOTES 2): the current team's API and event products with
 * search, type filter and sort in the URL, 6 cards a page (8 on extra-large screens), pagination.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, useEffect } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { onDemand, useOnDemand } from '../../../../shared/lib/on-demand';
import { PageContainer } from '../../../../shared/ui/page-container';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { AddProductButton } from '../../publish/add-product-button';
import { useGallery } from '../../hooks/use-gallery';
import { useGalleryParams } from '../../hooks/use-gallery-params';
import { GalleryResults } from './gallery-results';
import { GalleryToolbar } from './gallery-toolbar';

/** Loads with the page, beside its results (gallery-pagination.tsx). */
const paginationModule = onDemand(() => import('./gallery-pagination'));

const HEADER = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  // The contained button's height: the first row keeps it with or without the button.
  gridTemplateRows: 'minmax(40px, auto) auto',
  columnGap: 2,
  alignItems: 'center',
  mb: 3,
} as const;

/**
 * Title, Add Product and subtitle depend on nothing the gallery's state holds: memo keeps the page's re-renders (each
 * answer of the two product lists, the pagination's code arriving) from rendering them again (issue 18).
 */
const GalleryHeader = memo(function GalleryHeader() {
  const { t } = useTranslation('products');
  return (
    // Add Product appears once the permission answers: it sits beside the title in a row tall enough for it, and
    // the subtitle spans the width below, so its arrival moves nothing (issue 18: no layout shift).
    <Box sx={HEADER}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {t('gallery.title')}
      </Typography>
      <AddProductButton />
      <Typography color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        {t('gallery.subtitle')}
      </Typography>
    </Box>
  );
});

export function GalleryPage() {
  const { t } = useTranslation('products');
  useDocumentTitle(t('gallery.title'));
  const { params, update } = useGalleryParams();
  const gallery = useGallery(params);
  const { result, pages, settled } = gallery;
  const GalleryPagination = useOnDemand(paginationModule)?.default;

  // A page beyond the last (fewer results, or 8 cards a page instead of 6) moves to the last one.
  useEffect(() => {
    if (settled && params.page > pages) update({ page: pages }, { replace: true });
  }, [settled, params.page, pages, update]);

  return (
    <PageContainer maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <GalleryHeader />
      <GalleryToolbar params={params} onChange={update} />
      <GalleryResults gallery={gallery} />
      {result && pages > 1 && (
        // The pagination's height (32 px) is kept while its code arrives: nothing below moves when it does.
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4, minHeight: 32 }}>
          {GalleryPagination && (
            <GalleryPagination
              count={pages}
              page={Math.min(params.page, pages)}
              onChange={(page) => update({ page })}
            />
          )}
        </Box>
      )}
    </PageContainer>
  );
}
