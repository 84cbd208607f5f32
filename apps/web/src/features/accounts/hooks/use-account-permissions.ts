/**
 * Account permissions (spec 1 section 6): view-account, view-teams-account, create-team, edit-team and
 * remove-team come from an admin-like role on the account; asked of the server in chunks of 10.
 */
import { useMemo } from 'react';
import { accountTrn, AUTHZ_ACTIONS as A, type AuthzAction } from '@dc/contracts';
import { permissionRequest, usePermissions } from '../../../shared/lib/permissions/check-permissions';

export type AccountAction = 'viewAccount' | 'viewTeamsAccount' | 'createTeam' | 'editTeam' | 'removeTeam';
const ACTIONS: Record<AccountAction, AuthzAction> = {
  viewAccount: A.viewAccount,
  viewTeamsAccount: A.viewTeamsAccount,
  createTeam: A.createTeam,
  editTeam: A.editTeam,
  removeTeam: A.removeTeam,
};

export type AccountPermissions = Partial<Record<AccountAction, boolean>>;

/** Answers per account id; an account missing from the map is still unknown. */
export function useAccountsPermissions(accountIds: readonly string[], actions: readonly AccountAction[]) {
  const requests = useMemo(
    () => accountIds.flatMap((id) => actions.map((a) => permissionRequest(ACTIONS[a], accountTrn(id)))),
    [accountIds, actions],
  );
  const results = usePermissions(requests);
  return (accountId: string): AccountPermissions =>
    Object.fromEntries(
      actions.map((a) => [a, results[permissionRequest(ACTIONS[a], accountTrn(accountId)).requestId]]),
    );
}

const SUMMARY_ACTIONS: AccountAction[] = ['viewAccount', 'viewTeamsAccount', 'createTeam', 'editTeam', 'removeTeam'];

export function useAccountPermissions(accountId: string): AccountPermissions {
  const ids = useMemo(() => [accountId], [accountId]);
  return useAccountsPermissions(ids, SUMMARY_ACTIONS)(accountId);
}
