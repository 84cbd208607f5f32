/** A gallery card (spec 2 sections 2.1, 3 "Product"): type, name, description, tags; it opens the product. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import type { Product } from '@dc/contracts';
import { productHref } from '../../utils/product-href';
import { TagList } from '../detail/tag-list';
import { TypeBadge } from '../detail/type-badge';
import { CardActionArea } from '../../../../shared/ui/card-action-area';
import { SmallChip } from '../../../../shared/ui/small-chip';
import { formatDate } from '../../../../shared/lib/dates/format-date';

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

/** Memo: a product keeps its object across answers (structural sharing), so a refetch re-renders no card. */
export const ProductCard = memo(function ProductCard({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('products');
  const created = formatDate(product.createdAtDateTime, 'date', i18n.language);
  return (
    <Card
      component="article"
      sx={{ height: '100%' }}
      data-testid="product-card"
      data-product-type={product.type}
      data-created={product.createdAtDateTime}
    >
      <CardActionArea
        component={RouterLink}
        to={productHref(product)}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'start',
        }}
      >
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <TypeBadge type={product.type} />
            {product.visibility === 'PRIVATE' && <SmallChip label={t('gallery.private')} />}
          </Box>
          <Typography variant="h2" sx={{ fontSize: '1.125rem', overflowWrap: 'anywhere' }}>
            {product.displayName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ ...clamp(3), flex: 1 }}>
            {product.description}
          </Typography>
          <TagList tags={product.tags} max={3} />
          <Typography variant="caption" color="text.secondary">
            {product.latestVersion
              ? t('gallery.versionAndDate', { version: product.latestVersion, date: created })
              : t('gallery.created', { date: created })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
});

export function ProductCardSkeleton() {
  return (
    <Card sx={{ height: '100%' }} data-testid="product-card-skeleton" aria-hidden>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Skeleton variant="rounded" width={56} height={24} />
        <Skeleton variant="text" width="70%" height={28} />
        <Skeleton variant="text" width="100%" />
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="text" width="40%" />
      </CardContent>
    </Card>
  );
}
