/** Shown when a route crashes while rendering or its code fails to load (spec 1 section 8). */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from '../../shared/router';
import { useTranslation } from '../../shared/i18n';
import { href, paths } from '../../shared/config/paths';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { renderCrashText } from './error-texts';

export function RootErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const text = renderCrashText(t);
  useDocumentTitle(text);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Box component="main" sx={{ maxWidth: 640, mx: 'auto', py: 8, px: 2, textAlign: 'center' }}>
      <Box role="alert">
        <Typography variant="h1" data-testid="render-crash">
          {text}
        </Typography>
      </Box>
      <Button variant="contained" sx={{ mt: 4 }} onClick={() => window.location.assign(href(paths.home))}>
        {t('errorPage.backToHome')}
      </Button>
    </Box>
  );
}
