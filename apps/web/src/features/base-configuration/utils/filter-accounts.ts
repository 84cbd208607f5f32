/**
 * Which accounts base configuration works on (spec 1 section 4.4 step 2): names over 100 characters, accounts in
 * which the user already has a team, the placeholder account and member-only roles are dropped; users who are not
 * internal keep only accounts with a marketplace reference; accounts already configured are skipped.
 */
import { ACCOUNT_NAME_LIMIT, isMarketplaceAccount, ROLES, type Account, type Team } from '@dc/contracts';

export interface FilterInput {
  accounts: readonly Account[];
  teams: readonly Pick<Team, 'accountId'>[];
  internalUser: boolean;
  configured?: ReadonlySet<string>;
}

export function accountsToConfigure({ accounts, teams, internalUser, configured }: FilterInput): Account[] {
  const withTeam = new Set(teams.map((t) => t.accountId));
  return accounts.filter(
    (a) =>
      a.name.length <= ACCOUNT_NAME_LIMIT &&
      !withTeam.has(a.uuid) &&
      !a.placeholder &&
      a.role.toLowerCase() !== ROLES.memberOnly &&
      (internalUser || isMarketplaceAccount(a)) &&
      !configured?.has(a.uuid),
  );
}
