/** 'Welcome, {given name} {family name}!' (spec 1 section 2.2). */
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UserProfile } from '@dc/contracts';
import { useTranslation } from 'react-i18next';

export function WelcomeHeader({ user, loading }: { user?: UserProfile; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Typography variant="h1" data-testid="welcome-heading">
      {user ? (
        t('home.welcome', { givenName: user.firstName, familyName: user.lastName })
      ) : loading ? (
        <Skeleton width="min(420px, 80%)" />
      ) : (
        t('home.welcomeAnonymous')
      )}
    </Typography>
  );
}
