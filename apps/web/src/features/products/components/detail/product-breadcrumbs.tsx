/** Products › product name (spec 2 section 2.1: the product name in the breadcrumb). */
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { href, paths } from '../../../../shared/config/paths';

export function ProductBreadcrumbs({ name }: { name?: string }) {
  const { t } = useTranslation('products');
  return (
    <Breadcrumbs
      aria-label={t('detail.breadcrumbs')}
      sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}
      data-testid="product-breadcrumbs"
    >
      <Link component={RouterLink} to={href(paths.apim)} color="inherit">
        {t('gallery.title')}
      </Link>
      {name ? (
        <Typography color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
      ) : (
        <Skeleton width={140} />
      )}
    </Breadcrumbs>
  );
}
