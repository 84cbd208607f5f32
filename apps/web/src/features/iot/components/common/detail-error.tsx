/** A detail page that failed to load (spec 1 sections 2.9, 8): the status text is its title, the server's message its body. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useTranslation } from '../../../../shared/i18n';
import { detailErrorOf } from '../../utils/detail-error';

export function DetailErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation('iot');
  const e = detailErrorOf(error);
  return (
    <Box data-testid="iot-detail-error" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', py: 2 }}>
      <ErrorOutlineIcon aria-hidden color="error" sx={{ fontSize: 40, mt: 0.5 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
          {t(e.titleKey)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {e.message}
        </Typography>
      </Box>
    </Box>
  );
}
