/** 'Loading Teams...' while the user's teams load, and the team list error with a retry (spec 1 section 2.2). */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../shared/i18n';

export function LoadingTeams() {
  const { t } = useTranslation();
  return (
    <Box role="status" data-testid="loading-teams" sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 10 }}>
      <CircularProgress aria-hidden size={40} />
      <Typography>{t('teams.loading')}</Typography>
    </Box>
  );
}

export function TeamsLoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" data-testid="teams-error" sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
        {t('teams.loadFailed')}
      </Typography>
      <Button variant="contained" sx={{ mt: 3 }} onClick={onRetry}>
        {t('teams.retry')}
      </Button>
    </Box>
  );
}
