/**
 * /restrict (spec 1 section 2.6, SPEC-NOTES 3): the restriction page for a user it applies to (no team, terms
 * accepted); anyone else goes to the dashboard. While an account is prepared it waits for the new team.
 */
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate } from '../../shared/router';
import { useTranslation } from '../../shared/i18n';
import { RestrictionPage } from '../../features/restriction/components/restriction-page';
import { href, paths } from '../../shared/config/paths';
import { accountKeys } from '../../shared/lib/accounts/keys';
import { useAccountFacts } from '../../shared/lib/accounts/use-account-facts';
import { useCurrentUser } from '../../shared/lib/auth/get-current-user';
import { useCurrentTeam } from '../../shared/lib/current-team/current-team-context';
import { useRetry } from '../../shared/lib/use-retry';
import { LoadingOverlay } from '../../shared/ui/loading-overlay';
import { useShellState } from '../shell/shell-state-context';

export default function RestrictRoute() {
  const { t } = useTranslation();
  const state = useShellState();
  const { data: user } = useCurrentUser();
  const { teams, refetchTeams } = useCurrentTeam();
  const { accounts, internalUser } = useAccountFacts();
  const queryClient = useQueryClient();
  const preparing = !!accounts?.some((a) => !a.placeholder && a.initializationStatus === 'IN_PROGRESS');
  useRetry({
    trigger: state === 'restricted' && preparing,
    data: teams,
    done: (list) => list.length > 0,
    refetch: () => {
      refetchTeams();
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
    intervalMs: 3000,
  });

  if (state === 'ready' || state === 'team-selection') return <Navigate to={href(paths.home)} replace />;
  if (state === 'restricted')
    return <RestrictionPage user={user} internal={internalUser === true} preparing={preparing} />;
  // The agreement dialog, or the base-configuration overlay, shows over an empty page.
  if (state === 'agreement' || state === 'configuring')
    return <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }} />;
  return <LoadingOverlay text={t('teams.loading')} />;
}
