/** The navigation entries of the signed-in user in the current team. */
import { useMemo } from 'react';
import { isFeatureEnabled } from '../../config/env';
import { useAccountFacts } from '../accounts/use-account-facts';
import { useCurrentTeam } from '../current-team/current-team-context';
import { navEntries, type NavEntry } from './nav-entries';

export function useNavEntries(): NavEntry[] {
  const { currentTeam } = useCurrentTeam();
  const { viewAccounts } = useAccountFacts();
  return useMemo(
    () => navEntries({ team: currentTeam, viewAccounts: viewAccounts === true, isEnabled: isFeatureEnabled }),
    [currentTeam, viewAccounts],
  );
}
