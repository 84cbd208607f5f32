/**
 * Whether the user may subscribe and change the team's event subscriptions: the filter permission on the team's
 * applications (spec 2 section 6: developers and admins; basic users only look). undefined while unknown.
 */
import { AUTHZ_ACTIONS, teamTrn } from '@dc/contracts';
import { useCurrentTeam } from '../../../shared/lib/current-team/current-team-context';
import { permissionRequest, usePermissions } from '../../../shared/lib/permissions/check-permissions';

export function useCanSubscribe(): boolean | undefined {
  const { currentTeam } = useCurrentTeam();
  const request = permissionRequest(AUTHZ_ACTIONS.filterApplications, teamTrn(currentTeam?.uuid ?? ''));
  return usePermissions(currentTeam ? [request] : [])[request.requestId];
}
