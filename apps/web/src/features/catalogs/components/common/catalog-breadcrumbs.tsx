/** Catalogs › [catalog] › Add or Edit (spec 2 section 2.10: breadcrumbs Catalogs, Add, Edit). */
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import type { CatalogType } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';

export interface Crumb {
  label: string;
  to?: string;
}

export function CatalogBreadcrumbs({ type, trail }: { type?: CatalogType; trail: Crumb[] }) {
  const { t } = useTranslation('catalogs');
  return (
    <Breadcrumbs
      aria-label={t('breadcrumbs.label')}
      sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}
      data-testid="catalog-breadcrumbs"
    >
      <Link component={RouterLink} to={href(paths.catalogs, {}, { type })} color="inherit">
        {t('title')}
      </Link>
      {trail.map((crumb, i) =>
        crumb.to && i < trail.length - 1 ? (
          <Link
            key={crumb.label}
            component={RouterLink}
            to={crumb.to}
            color="inherit"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {crumb.label}
          </Link>
        ) : (
          <Typography key={crumb.label} color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
