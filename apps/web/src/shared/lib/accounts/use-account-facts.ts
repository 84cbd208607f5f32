/** Facts about the user derived from accounts and teams (spec 1 section 6); undefined while they load. */
import { canViewAccounts, type Account, type Team } from '@dc/contracts';
import { useCurrentTeam } from '../current-team/current-team-context';
import { useAccounts } from './get-accounts';

/** Users of the placeholder account, or of an internal team, are internal. */
export const isInternalUser = (accounts: readonly Account[], teams: readonly Team[]): boolean =>
  accounts.some((a) => a.placeholder) || teams.some((t) => t.internal);

export interface AccountFacts {
  internalUser?: boolean;
  /** view-accounts: any viewable account carries an admin-like role. */
  viewAccounts?: boolean;
  accounts?: Account[];
}

export function useAccountFacts(): AccountFacts {
  const accountsQuery = useAccounts();
  const { teams } = useCurrentTeam();
  // A failed account list counts as none: the teams still decide who is internal.
  const accounts = accountsQuery.isError ? [] : accountsQuery.data;
  if (!accounts || !teams) return {};
  return {
    accounts,
    internalUser: isInternalUser(accounts, teams),
    viewAccounts: canViewAccounts(accounts.map((a) => a.role)),
  };
}
