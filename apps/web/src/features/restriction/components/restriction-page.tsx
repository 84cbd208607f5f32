/**
 * The team restrictor page (spec 1 section 2.6), full screen: salutation, the text by user kind, Logout. While an
 * account is being prepared it shows the onboarding message instead and looks for the new team.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import GroupOffOutlinedIcon from '@mui/icons-material/GroupOffOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n';
import type { UserProfile } from '@dc/contracts';
import { getEnvironment } from '../../../shared/config/env';
import { logout } from '../../../shared/lib/auth/logout';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { RestrictionText } from './restriction-text';

export interface RestrictionPageProps {
  user?: UserProfile;
  internal: boolean;
  /** An account is being prepared (onboarding). */
  preparing: boolean;
}

export function RestrictionPage({ user, internal, preparing }: RestrictionPageProps) {
  const { t } = useTranslation('restriction');
  const queryClient = useQueryClient();
  const env = getEnvironment();
  useDocumentTitle(t('pageTitle'));
  return (
    <Box
      component="main"
      id="main-content"
      data-testid="restriction-page"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Paper variant="outlined" sx={{ maxWidth: 560, width: '100%', p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        {preparing ? (
          <CircularProgress aria-hidden size={48} />
        ) : (
          <GroupOffOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main' }} />
        )}
        <Typography variant="h1" sx={{ mt: 2, fontSize: { xs: '1.5rem', sm: '2rem' } }}>
          {user ? t('salutation', { givenName: user.firstName, familyName: user.lastName }) : t('salutationAnonymous')}
        </Typography>
        {preparing ? (
          <Typography sx={{ mt: 2 }} role="status" data-testid="onboarding-message">
            {t('onboarding')}
          </Typography>
        ) : (
          <RestrictionText internal={internal} marketplaceUrl={env.azureUrl} supportUrl={env.supportUrl} />
        )}
        <Button
          variant="contained"
          size="large"
          sx={{ mt: 4 }}
          onClick={() => void logout({ onCleared: () => queryClient.clear() })}
        >
          {t('logout')}
        </Button>
      </Paper>
    </Box>
  );
}
