/** The gallery's body: skeleton cards while loading, the error message, 'No Products found', or the cards. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Typography from '@mui/material/Typography';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { memo } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { resolveError } from '@dc/contracts';
import { AppAlert } from '../../../../shared/ui/app-alert';
import type { useGallery } from '../../hooks/use-gallery';
import { cardClasses, GalleryGrid } from './gallery-grid';
import { ProductCard, ProductCardSkeleton } from './product-card';

/**
 * Skeleton cards while the first answer is pending. Memo: the page re-renders several times meanwhile (the team, the
 * permission, the pagination's code), and its cards are plain elements under the grid's style rule (issue 18).
 */
const GallerySkeleton = memo(function GallerySkeleton({ pageSize }: { pageSize: number }) {
  const { t } = useTranslation('products');
  // The count line's place is kept: the cards then replace the skeletons where they stand.
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1.5 }} aria-hidden>
        <Skeleton width={96} />
      </Typography>
      <GalleryGrid aria-busy="true" aria-label={t('gallery.loading')}>
        {Array.from({ length: pageSize }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </GalleryGrid>
    </>
  );
});

export function GalleryResults({ gallery }: { gallery: ReturnType<typeof useGallery> }) {
  const { t } = useTranslation('products');
  const { result, error, isPending, pageSize } = gallery;
  // A failed answer to the current request wins over cards of an earlier one.
  if (error) {
    return (
      <AppAlert severity="error" autoHideMs={null} closable={false}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }} data-testid="gallery-error">
          <span>{resolveError(error).message}</span>
          <Button color="inherit" size="small" variant="outlined" onClick={gallery.refetch}>
            {t('gallery.retry')}
          </Button>
        </Box>
      </AppAlert>
    );
  }
  if (isPending || !result) return <GallerySkeleton pageSize={pageSize} />;
  return (
    <>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="gallery-count">
        {t('gallery.count', { count: result.total })}
      </Typography>
      {result.items.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 8 }} data-testid="gallery-empty">
          <Inventory2OutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 1 }}>
            {t('gallery.empty')}
          </Typography>
        </Box>
      ) : (
        <GalleryGrid
          className={gallery.isFetching ? cardClasses.fetching : undefined}
          aria-label={t('gallery.listLabel')}
          aria-busy={gallery.isFetching}
          data-testid="gallery-cards"
        >
          {result.items.map((product) => (
            <li key={product.uuid}>
              <ProductCard product={product} />
            </li>
          ))}
        </GalleryGrid>
      )}
    </>
  );
}
