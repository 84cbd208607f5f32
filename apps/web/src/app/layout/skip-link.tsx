/** Lets keyboard users jump past the top bar. */
import Box from '@mui/material/Box';
import { useTranslation } from '../../shared/i18n';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2100,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {t('app.skipToContent')}
    </Box>
  );
}
