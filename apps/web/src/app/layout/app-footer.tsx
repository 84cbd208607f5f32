/** Shell footer; the legal links of spec 1 section 2.2 arrive with the full shell. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ py: 2, px: 3, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Typography variant="body2" color="text.secondary">
        {t('app.copyright', { year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
}
