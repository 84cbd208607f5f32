/** Placeholder while a route's code or data loads. */
import Box from '@mui/material/Box';
import { useTranslation } from '../i18n';
import { LoadingBar } from './loading-bar';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }}>
      <LoadingBar label={t('app.loading')} />
    </Box>
  );
}
