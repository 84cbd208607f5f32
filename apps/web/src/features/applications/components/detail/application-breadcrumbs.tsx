/** Applications › application name. */
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { href, paths } from '../../../../shared/config/paths';

export function ApplicationBreadcrumbs({ name }: { name?: string }) {
  const { t } = useTranslation('applications');
  return (
    <Breadcrumbs aria-label={t('detail.breadcrumbs')} sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}>
      <Link component={RouterLink} to={href(paths.applications)} color="inherit">
        {t('list.title')}
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
