/** Where a detail page sits: IoT › Device Groups › group › item. The last crumb is the current page. */
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { href, paths } from '../../../../shared/config/paths';

export interface Crumb {
  label: string;
  to?: string;
}

export function IotBreadcrumbs({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation('iot');
  const all: Crumb[] = [{ label: t('groups.title'), to: href(paths.iotGroups) }, ...trail];
  return (
    <Breadcrumbs
      aria-label={t('breadcrumbs')}
      sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}
      data-testid="iot-breadcrumbs"
    >
      {all.map((c, i) =>
        c.to && i < all.length - 1 ? (
          <Link key={c.label} component={RouterLink} to={c.to} sx={{ overflowWrap: 'anywhere' }}>
            {c.label}
          </Link>
        ) : (
          <Typography key={c.label} color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
            {c.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
