/** A personal (individual) team: only the user's profile and a logout action (spec 3 sections 1 and 2.1). */
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../../shared/i18n';
import { logout } from '../../../../shared/lib/auth/logout';
import { useCurrentUser } from '../../../../shared/lib/auth/get-current-user';

export function PersonalTeamProfile() {
  const { t } = useTranslation('teams');
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, mx: 'auto', textAlign: 'center' }}
      data-testid="personal-team"
    >
      <Avatar
        src={user?.picture ?? undefined}
        alt=""
        sx={{ width: 72, height: 72, mx: 'auto', bgcolor: 'primary.main' }}
      >
        {`${user?.firstName?.[0] ?? ''}${user?.lastName?.[0] ?? ''}` || user?.email?.[0]?.toUpperCase()}
      </Avatar>
      <Typography variant="h1" sx={{ mt: 2, fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {name || user?.email}
      </Typography>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {user?.email}
      </Typography>
      <Typography sx={{ mt: 2 }}>{t('personal.text')}</Typography>
      <Button
        variant="contained"
        startIcon={<LogoutIcon />}
        sx={{ mt: 3 }}
        onClick={() => void logout({ onCleared: () => queryClient.clear() })}
      >
        {t('personal.logout')}
      </Button>
    </Paper>
  );
}
