/** Query keys of the teams area, under the shared 'teams' root so a team change keeps them (user-scoped). */
import { teamKeys as sharedTeamKeys } from '../../../shared/lib/current-team/keys';

export const teamKeys = {
  all: sharedTeamKeys.all,
  detail: (teamId: string) => [...sharedTeamKeys.all, 'detail', teamId] as const,
  members: (teamId: string) => [...sharedTeamKeys.all, 'members', teamId] as const,
  pending: (teamId: string) => [...sharedTeamKeys.all, 'pending', teamId] as const,
  linked: (teamId: string) => [...sharedTeamKeys.all, 'linked', teamId] as const,
  linkInvitations: (teamId: string) => [...sharedTeamKeys.all, 'link-invitations', teamId] as const,
  linkInvite: (inviterTeamId: string, teamLinkId: string) =>
    [...sharedTeamKeys.all, 'link-invite', inviterTeamId, teamLinkId] as const,
};
