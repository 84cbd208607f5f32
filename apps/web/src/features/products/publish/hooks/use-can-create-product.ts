/**
 * The create-product capability (spec 2 section 6, from the team role) for the current team, from the bulk
 * permission checks: undefined while unknown or without a team, false when denied.
 */
import { useMemo } from 'react';
import { AUTHZ_ACTIONS, teamTrn } from '@dc/contracts';
import { useCurrentTeam } from '../../../../shared/lib/current-team/current-team-context';
import { permissionRequest, usePermissions } from '../../../../shared/lib/permissions/check-permissions';

export function useCanCreateProduct(): boolean | undefined {
  const { currentTeam } = useCurrentTeam();
  const teamId = currentTeam?.uuid;
  const requests = useMemo(
    () => (teamId ? [permissionRequest(AUTHZ_ACTIONS.createProduct, teamTrn(teamId))] : []),
    [teamId],
  );
  const results = usePermissions(requests);
  return requests.length ? results[requests[0].requestId] : undefined;
}
