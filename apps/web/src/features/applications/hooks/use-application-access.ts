/**
 * Whether the user may see and create the team's applications (spec 2 section 6): the filter permission on the
 * team's applications, which developers and admins have and basic users lack. The server asks the same of create
 * ('create' on applications), so one check answers both. undefined while unknown.
 */
import { AUTHZ_ACTIONS, teamTrn } from '@dc/contracts';
import { useCurrentTeam } from '../../../shared/lib/current-team/current-team-context';
import { permissionRequest, usePermissions } from '../../../shared/lib/permissions/check-permissions';

export function useApplicationAccess(): { allowed: boolean | undefined; teamId: string | undefined } {
  const { currentTeam } = useCurrentTeam();
  const request = permissionRequest(AUTHZ_ACTIONS.filterApplications, teamTrn(currentTeam?.uuid ?? ''));
  const allowed = usePermissions(currentTeam ? [request] : [])[request.requestId];
  return { allowed, teamId: currentTeam?.uuid };
}
