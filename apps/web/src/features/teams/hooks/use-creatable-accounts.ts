/** The accounts in which the user may create teams (create-team, spec 1 section 6); undefined while unknown. */
import { useMemo } from 'react';
import { accountTrn, AUTHZ_ACTIONS, type Account } from '@dc/contracts';
import { useAccounts } from '../../../shared/lib/accounts/get-accounts';
import { permissionRequest, usePermissions } from '../../../shared/lib/permissions/check-permissions';

const createTeam = (a: Pick<Account, 'uuid'>) => permissionRequest(AUTHZ_ACTIONS.createTeam, accountTrn(a.uuid));

export function useCreatableAccounts(): Account[] | undefined {
  const accounts = useAccounts();
  const requests = useMemo(() => (accounts.data ?? []).map(createTeam), [accounts.data]);
  const results = usePermissions(requests);
  if (accounts.isError) return [];
  if (!accounts.data) return undefined;
  return accounts.data.filter((a) => results[createTeam(a).requestId] === true);
}
