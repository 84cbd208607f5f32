/** A catalog that cannot be shown: 'Catalog does not exist' for a 404, otherwise the server's message. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { resolveError } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { ApiRequestError } from '../../../../shared/lib/api-client';

export function CatalogLoadError({ error }: { error: unknown }) {
  const { t } = useTranslation('catalogs');
  const notFound = error instanceof ApiRequestError && error.status === 404;
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, sm: 8 } }} data-testid="catalog-load-error">
      <ErrorOutlineIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h1" sx={{ fontSize: '1.5rem', mt: 2, overflowWrap: 'anywhere' }}>
        {notFound ? t('viewer.notFound') : resolveError(error).message}
      </Typography>
      <Button component={RouterLink} to={href(paths.catalogs)} variant="contained" sx={{ mt: 3 }}>
        {t('viewer.back')}
      </Button>
    </Box>
  );
}
