/**
 * Runs base configuration once per page load (spec 1 section 4.4) when it may: terms approved and no invite route.
 * No accounts, or none left after the filter: COMPLETED at once. Otherwise IN_PROGRESS (the overlay opens), every
 * account is configured, then COMPLETED; the team and account lists refresh 500 ms later.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TEAM_REFRESH_DELAY_MS } from '@dc/contracts';
import { useAccounts } from '../../../shared/lib/accounts/get-accounts';
import { accountKeys } from '../../../shared/lib/accounts/keys';
import { isInternalUser } from '../../../shared/lib/accounts/use-account-facts';
import { useCurrentUser } from '../../../shared/lib/auth/get-current-user';
import { useCurrentTeam } from '../../../shared/lib/current-team/current-team-context';
import { teamKeys } from '../../../shared/lib/current-team/keys';
import { getAccountInitializedQueryOptions } from '../api/get-account-initialized';
import { getActivationStatusQueryOptions } from '../api/get-activation-status';
import { getFirstTeamQueryOptions } from '../api/get-first-team';
import { initializeAccount } from '../api/initialize-account';
import { joinTeam } from '../api/join-team';
import { accountsToConfigure } from '../utils/filter-accounts';
import { runBaseConfiguration, type BaseConfigurationDeps } from '../utils/run-base-configuration';
import {
  completeBaseConfiguration,
  configuredAccounts,
  setBaseConfigurationState,
  useBaseConfigurationState,
} from '../utils/status-store';

export const baseConfigurationDeps = (queryClient: QueryClient, userUuid: string): BaseConfigurationDeps => ({
  isInitialized: async (id) => (await queryClient.fetchQuery(getAccountInitializedQueryOptions(id))).initialized,
  initialize: initializeAccount,
  activationStatus: (id, activationId) => queryClient.fetchQuery(getActivationStatusQueryOptions(id, activationId)),
  firstTeamId: async (id) => (await queryClient.fetchQuery(getFirstTeamQueryOptions(id)))?.uuid,
  join: (teamId) => joinTeam({ teamId, userUuid }),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  // Failures are logged and the flow completes (spec 1 section 8).
  log: (message, detail) => console.warn(`[base configuration] ${message}`, detail ?? ''),
});

export function useBaseConfiguration(allowed: boolean) {
  const { data: user } = useCurrentUser();
  const accounts = useAccounts();
  const { teams } = useCurrentTeam();
  const queryClient = useQueryClient();
  const state = useBaseConfigurationState();
  const ready = allowed && state.status === 'INIT' && !!user && !!teams && !accounts.isPending;

  useEffect(() => {
    if (!ready || !user || !teams) return;
    const list = accounts.data ?? [];
    const ids = accountsToConfigure({
      accounts: list,
      teams,
      internalUser: isInternalUser(list, teams),
      configured: configuredAccounts,
    }).map((a) => a.uuid);
    if (ids.length === 0) {
      completeBaseConfiguration();
      return;
    }
    const openedAt = Date.now();
    setBaseConfigurationState({ status: 'IN_PROGRESS', openedAt });
    void runBaseConfiguration(ids, baseConfigurationDeps(queryClient, user.uuid)).then(() => {
      ids.forEach((id) => configuredAccounts.add(id));
      completeBaseConfiguration(openedAt);
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: teamKeys.all });
        void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      }, TEAM_REFRESH_DELAY_MS);
    });
  }, [ready, user, teams, accounts.data, queryClient]);

  return state;
}
