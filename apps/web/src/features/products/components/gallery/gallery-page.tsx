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
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 3 }}
      >
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
            {t('gallery.title')}
          </Typography>
          <Typography color="text.secondary">{t('gallery.subtitle')}</Typography>
        </Box>
        <AddProductButton />
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
