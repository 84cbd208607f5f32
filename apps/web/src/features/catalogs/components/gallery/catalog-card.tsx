/** A gallery card (spec 2 sections 2.10, 3 "Catalog"): banner, type, name ('(Draft)' when unpublished), description. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { CATALOG_DEFAULT_IMAGE, type Catalog } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { useFormatDate } from '../../../../shared/lib/dates/use-format-date';
import { catalogTitle } from '../../utils/catalog-title';
import { CatalogChips } from '../common/catalog-chips';

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

export const BANNER_HEIGHT = 96;

export function CatalogCard({ catalog }: { catalog: Catalog }) {
  const { t } = useTranslation('catalogs');
  const formatDate = useFormatDate();
  return (
    <Card component="article" sx={{ height: '100%' }} data-testid="catalog-card" data-catalog-id={catalog.id}>
      <CardActionArea
        component={RouterLink}
        to={href(paths.catalogView, { catalogId: catalog.id }, { type: catalog.type })}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'start',
        }}
      >
        <CardMedia
          component="img"
          height={BANNER_HEIGHT}
          image={catalog.imageUrl || CATALOG_DEFAULT_IMAGE}
          alt=""
          sx={{ objectFit: 'cover' }}
          onError={(e) => {
            // A banner that does not load falls back to the default one.
            const img = e.currentTarget as HTMLImageElement;
            if (!img.src.endsWith(CATALOG_DEFAULT_IMAGE)) img.src = CATALOG_DEFAULT_IMAGE;
          }}
        />
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
          <CatalogChips catalog={catalog} />
          <Typography variant="h2" sx={{ fontSize: '1.125rem', overflowWrap: 'anywhere' }}>
            {catalogTitle(t, catalog)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ ...clamp(3), flex: 1 }}>
            {catalog.description}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('gallery.productCount', { count: catalog.productCount })} ·{' '}
            {t('gallery.created', { date: formatDate(catalog.createdAtDateTime, 'catalog') ?? '' })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function CatalogCardSkeleton() {
  return (
    <Card sx={{ height: '100%' }} data-testid="catalog-card-skeleton" aria-hidden>
      <Skeleton variant="rectangular" height={BANNER_HEIGHT} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Skeleton variant="rounded" width={64} height={24} />
        <Skeleton variant="text" width="70%" height={28} />
        <Skeleton variant="text" width="100%" />
        <Skeleton variant="text" width="50%" />
      </CardContent>
    </Card>
  );
}

/** The add card: takes the first slot of the private tab when the user may create a catalog. */
export function AddCatalogCard() {
  const { t } = useTranslation('catalogs');
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', minHeight: 220, borderStyle: 'dashed', borderWidth: 2 }}
      data-testid="add-catalog-card"
    >
      <CardActionArea
        component={RouterLink}
        to={href(paths.catalogCreate)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center', p: 3 }}
      >
        <Box aria-hidden sx={{ fontSize: 40, lineHeight: 1, color: 'primary.main', fontWeight: 300, mb: 1 }}>
          +
        </Box>
        <Typography variant="h2" sx={{ fontSize: '1.125rem', textAlign: 'center' }}>
          {t('gallery.add')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 1 }}>
          {t('gallery.addText')}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
