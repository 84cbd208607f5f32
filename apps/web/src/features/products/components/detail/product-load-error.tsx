/** A product that cannot be shown: 403 'Not authorized to access this product', otherwise the given text. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { href, paths } from '../../../../shared/config/paths';
import { isForbidden } from '../../../../shared/ui/viewer-guard';

export function ProductLoadError({ error, notFound }: { error: unknown; notFound: string }) {
  const { t } = useTranslation('products');
  const forbidden = isForbidden(error);
  const Icon = forbidden ? LockOutlinedIcon : ErrorOutlineIcon;
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, sm: 8 } }} data-testid="product-load-error">
      <Icon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h1" sx={{ fontSize: '1.5rem', mt: 2 }}>
        {forbidden ? t('detail.notAuthorized') : notFound}
      </Typography>
      <Button component={RouterLink} to={href(paths.apim)} variant="contained" sx={{ mt: 3 }}>
        {t('detail.backToProducts')}
      </Button>
    </Box>
  );
}
