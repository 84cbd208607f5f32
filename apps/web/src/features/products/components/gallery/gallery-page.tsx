/**
 * The products gallery at /apim (spec 2 section 2.1, SPEC-NOTES 2): the current team's API and event products with
 * search, type filter and sort in the URL, 6 cards a page (8 on extra-large screens), pagination.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { AddProductButton } from '../../publish/add-product-button';
import { useGallery } from '../../hooks/use-gallery';
import { useGalleryParams } from '../../hooks/use-gallery-params';
import { GalleryResults } from './gallery-results';
import { GalleryToolbar } from './gallery-toolbar';

const HEADER = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  // The contained button's height: the first row keeps it with or without the button.
  gridTemplateRows: 'minmax(40px, auto) auto',
  columnGap: 2,
  alignItems: 'center',
  mb: 3,
} as const;

export function GalleryPage() {
  const { t } = useTranslation('products');
  useDocumentTitle(t('gallery.title'));
  const { params, update } = useGalleryParams();
  const gallery = useGallery(params);
  const { result, pages, settled } = gallery;

  // A page beyond the last (fewer results, or 8 cards a page instead of 6) moves to the last one.
  useEffect(() => {
    if (settled && params.page > pages) update({ page: pages }, { replace: true });
  }, [settled, params.page, pages, update]);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      {/* Add Product appears once the permission answers: it sits beside the title in a row tall enough for it,
          and the subtitle spans the width below, so its arrival moves nothing (issue 18: no layout shift). */}
      <Box sx={HEADER}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
          {t('gallery.title')}
        </Typography>
        <AddProductButton />
        <Typography color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
          {t('gallery.subtitle')}
        </Typography>
      </Box>
      <GalleryToolbar params={params} onChange={update} />
      <GalleryResults gallery={gallery} />
      {result && pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Pagination
            count={pages}
            page={Math.min(params.page, pages)}
            onChange={(_, page) => update({ page })}
            boundaryCount={2}
            siblingCount={0}
            color="primary"
            aria-label={t('pagination.label')}
            getItemAriaLabel={(type, page, selected) =>
              type === 'page'
                ? t(selected ? 'pagination.current' : 'pagination.page', { page })
                : t(`pagination.${type}`)
            }
          />
        </Box>
      )}
    </Container>
  );
}
