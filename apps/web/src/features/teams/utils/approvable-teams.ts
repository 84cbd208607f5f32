/**
 * The teams offered on the link request page (spec 3 section 5): those where the user has admin rights, without the
 * inviter team and without teams already linked with it.
 */
import { isTeamAdmin, type LinkedTeam, type Team } from '@dc/contracts';

export const adminTeams = (teams: readonly Team[]): Team[] => teams.filter((t) => isTeamAdmin(t.role));

export function approvableTeams(
  teams: readonly Team[],
  inviterTeamId: string,
  linkedByTeam: ReadonlyMap<string, readonly LinkedTeam[]>,
): Team[] {
  return adminTeams(teams).filter(
    (t) => t.uuid !== inviterTeamId && !(linkedByTeam.get(t.uuid) ?? []).some((l) => l.teamId === inviterTeamId),
  );
}
