/** Accounts of the caller (spec 1 sections 3, 7.3 and 7.4). */
import type pg from 'pg';
import { ROLES, accountTrn, type Account, type AccountTeam, type filterAccountRelationsBody } from '@dc/contracts';
import type { z } from 'zod';
import { notFound } from '../../platform/errors.js';
import { findRelatedAccount, findRelatedAccounts, type AccountRow } from './accounts.repository.js';

type RelationsFilter = z.output<typeof filterAccountRelationsBody>;

const INITIALIZATION = ['NOT_INITIALIZED', 'IN_PROGRESS', 'COMPLETED'] as const;

const toAccount = (r: AccountRow): Account => ({
  uuid: r.id,
  trn: accountTrn(r.id),
  name: r.name,
  // Related only through a team: the spec's member-only account role.
  role: (r.accountRole ?? ROLES.memberOnly).toLowerCase(),
  references: r.reference ? [{ system: 'label', value: r.reference }] : [],
  placeholder: r.placeholder,
  enabled: r.enabled,
  initializationStatus: INITIALIZATION.find((s) => s === r.initializationStatus) ?? 'NOT_INITIALIZED',
});

/** What accounts read of the teams module (app.teams.teams, handed over by the accounts plugin). */
export interface AccountTeamsSource {
  accountTeams(
    callerId: string,
    accountId: string,
    q: { onlyMine: boolean; sortBy: RelationsFilter['sortBy']; order: RelationsFilter['order'] },
  ): Promise<AccountTeam[]>;
}

export function createAccountsService(pool: pg.Pool, teams: AccountTeamsSource) {
  async function related(callerId: string, accountId: string): Promise<AccountRow> {
    const row = await findRelatedAccount(pool, callerId, accountId);
    // 404, not 403: an account the caller has no relation to is not disclosed.
    if (!row) throw notFound('No such account.');
    return row;
  }

  return {
    /** core GET /accounts */
    async list(callerId: string): Promise<Account[]> {
      return (await findRelatedAccounts(pool, callerId)).map(toAccount);
    },

    /** profiles GET /accounts/{uuid} */
    async get(callerId: string, accountId: string): Promise<Account> {
      return toAccount(await related(callerId, accountId));
    },

    /**
     * profiles POST /accounts/{accountId}/relations/_filter: the account's teams. Account members see all of them;
     * users related only through a team see their own teams of the account (listed teams follow memberships).
     */
    async teams(callerId: string, accountId: string, body: RelationsFilter): Promise<AccountTeam[]> {
      const row = await related(callerId, accountId);
      return teams.accountTeams(callerId, accountId, {
        onlyMine: row.accountRole === null,
        sortBy: body.sortBy,
        order: body.order,
      });
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
