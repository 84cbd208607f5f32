/** 'Welcome, {given name} {family name}!' with the current team's account name as subtitle (spec 1 section 2.2). */
import { Skeleton } from '../../../shared/ui/skeleton';
import Typography from '@mui/material/Typography';
import type { UserProfile } from '@dc/contracts';
import { useTranslation } from '../../../shared/i18n';

export function WelcomeHeader({
  user,
  loading,
  accountName,
}: {
  user?: UserProfile;
  loading: boolean;
  accountName?: string;
}) {
  const { t } = useTranslation();
  return (
    <header>
      <Typography variant="h1" data-testid="welcome-heading">
        {user ? (
          t('home.welcome', { givenName: user.firstName, familyName: user.lastName })
        ) : loading ? (
          <Skeleton width="min(420px, 80%)" />
        ) : (
          t('home.welcomeAnonymous')
        )}
      </Typography>
      {accountName && (
        <Typography
          variant="subtitle1"
          component="p"
          color="text.secondary"
          sx={{ mt: 0.5 }}
          data-testid="welcome-account"
        >
          {accountName}
        </Typography>
      )}
    </header>
  );
}
