/** Subscriptions > Subscription Details. */
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { href, paths } from '../../../../shared/config/paths';

export function DetailsBreadcrumbs() {
  const { t } = useTranslation('event-subscriptions');
  return (
    <Breadcrumbs aria-label={t('details.breadcrumbs')} sx={{ mb: 2 }}>
      <Link component={RouterLink} to={href(paths.subscriptions)} color="inherit">
        {t('list.subscriptions')}
      </Link>
      <Typography color="text.primary" aria-current="page">
        {t('details.title')}
      </Typography>
    </Breadcrumbs>
  );
}
