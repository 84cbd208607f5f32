/**
 * What follows a member change (spec 3 sections 4 and 9): lists refresh 500 ms after an invite or a removal; the
 * removal state resets after 3 s, and removing oneself reloads the page after 3 s; after a role change the members
 * list refreshes after 1 s, and changing one's own role reloads the page.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TEAM_DELAYS_MS, type TeamMember } from '@dc/contracts';
import { teamKeys } from '../api/keys';
import { useDelayed } from '../../../shared/lib/use-delayed';
import { reloadPage } from '../utils/reload-page';

export function useMemberRefresh(teamId: string, userUuid: string | undefined) {
  const queryClient = useQueryClient();
  const later = useDelayed();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: teamKeys.members(teamId) });
    void queryClient.invalidateQueries({ queryKey: teamKeys.pending(teamId) });
  };
  return {
    removed,
    afterInvite: () => later(refreshLists, TEAM_DELAYS_MS.memberListRefresh),
    afterRemoval: (member: TeamMember) => {
      setRemoved((s) => new Set(s).add(member.relationId));
      later(refreshLists, TEAM_DELAYS_MS.memberListRefresh);
      later(() => setRemoved(new Set()), TEAM_DELAYS_MS.removalReset);
      if (member.uuid === userUuid) later(reloadPage, TEAM_DELAYS_MS.selfRemovalReload);
    },
    afterRoleChange: (member: TeamMember) => {
      later(() => {
        void queryClient.invalidateQueries({ queryKey: teamKeys.members(teamId) });
        if (member.uuid === userUuid) reloadPage();
      }, TEAM_DELAYS_MS.roleUpdateRefresh);
    },
  };
}
