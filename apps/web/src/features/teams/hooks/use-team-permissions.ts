/**
 * What the user may do with a team (spec 1 section 6, spec 3 section 6), from the bulk permission checks on the
 * team and on its account. undefined while unknown (show a skeleton), false when denied.
 * An account administrator who is not a member reaches the team through the account: the account's answers count.
 */
import { useMemo } from 'react';
import { accountTrn, AUTHZ_ACTIONS as A, teamTrn, type AuthzAction } from '@dc/contracts';
import { permissionRequest, usePermissions } from '../../../shared/lib/permissions/check-permissions';

export interface TeamPermissions {
  /** The resource-based check that decides whether the tab list shows at all. */
  read?: boolean;
  viewTeamsAccount?: boolean;
  viewLinkedTeams?: boolean;
  inviteMember?: boolean;
  manageMembers?: boolean;
  linkTeam?: boolean;
  editTeam?: boolean;
  removeTeam?: boolean;
}

const TEAM_ACTIONS: AuthzAction[] = [
  A.read,
  A.viewTeamsAccount,
  A.viewLinkedTeams,
  A.inviteMember,
  A.manageMembers,
  A.linkTeam,
  A.editTeam,
  A.removeTeam,
];
const ACCOUNT_ACTIONS: AuthzAction[] = [A.viewTeamsAccount, A.editTeam, A.removeTeam];

const either = (a?: boolean, b?: boolean) =>
  a === true || b === true ? true : a === undefined || b === undefined ? undefined : false;

export function useTeamPermissions(teamId: string, accountId: string | undefined): TeamPermissions {
  const requests = useMemo(
    () => [
      ...TEAM_ACTIONS.map((action) => permissionRequest(action, teamTrn(teamId))),
      ...(accountId ? ACCOUNT_ACTIONS.map((action) => permissionRequest(action, accountTrn(accountId))) : []),
    ],
    [teamId, accountId],
  );
  const results = usePermissions(requests);
  const onTeam = (action: AuthzAction) => results[permissionRequest(action, teamTrn(teamId)).requestId];
  const onAccount = (action: AuthzAction) =>
    accountId ? results[permissionRequest(action, accountTrn(accountId)).requestId] : false;
  return {
    read: either(onTeam(A.read), onAccount(A.viewTeamsAccount)),
    viewTeamsAccount: either(onTeam(A.viewTeamsAccount), onAccount(A.viewTeamsAccount)),
    viewLinkedTeams: onTeam(A.viewLinkedTeams),
    inviteMember: onTeam(A.inviteMember),
    manageMembers: onTeam(A.manageMembers),
    linkTeam: onTeam(A.linkTeam),
    editTeam: either(onTeam(A.editTeam), onAccount(A.editTeam)),
    removeTeam: either(onTeam(A.removeTeam), onAccount(A.removeTeam)),
  };
}
