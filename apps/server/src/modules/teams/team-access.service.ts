/**
 * Who may do what with a team (spec 3 section 6): readers are members and admins of the owning account; member,
 * invitation and link management needs the team admin role; editing needs edit-team; deleting needs remove-team.
 * A team the caller has no relation to at all (nor to its account) answers 404, not 403: it is not disclosed.
 */
import type pg from 'pg';
import { TEAM_ERRORS, canEditTeam, canRemoveTeam, isAdminLike, isTeamAdmin, type CatalogueError } from '@dc/contracts';
import type { Queryable } from '../../platform/db/transaction.js';
import { catalogueError } from '../../platform/errors.js';
import { findTeamAccess, type TeamAccessRow } from './team-access.repository.js';

export type TeamAccess = TeamAccessRow;

export function createTeamAccess(pool: pg.Pool) {
  async function load(teamId: string, callerId: string, q: Queryable = pool): Promise<TeamAccess> {
    const row = await findTeamAccess(q, teamId, callerId);
    if (!row || (!row.teamRole && !row.accountRole && !row.inAccountTeam))
      throw catalogueError(TEAM_ERRORS.teamNotFound);
    return row;
  }

  const requiring =
    (allowed: (t: TeamAccess) => boolean, error: CatalogueError) =>
    async (teamId: string, callerId: string, q: Queryable = pool): Promise<TeamAccess> => {
      const team = await load(teamId, callerId, q);
      if (!allowed(team)) throw catalogueError(error);
      return team;
    };

  return {
    /** The team and the caller's roles, for rules that are not a plain role check (self-join, self-removal). */
    load,
    /** Read the team, its members and pending invitations. */
    reader: requiring((t) => t.teamRole !== null || isAdminLike(t.accountRole), TEAM_ERRORS.teamMemberRequired),
    /** Invite, edit and remove members; send, accept and delete link requests; view linked teams. */
    admin: requiring((t) => isTeamAdmin(t.teamRole), TEAM_ERRORS.teamAdminRequired),
    /** Start a link request: the spec's own refusal text. */
    linkAdmin: requiring((t) => isTeamAdmin(t.teamRole), TEAM_ERRORS.linkAdminRequired),
    /** edit-team: an admin-like account role, or an admin-mapped team role. */
    editor: requiring((t) => canEditTeam(t.accountRole, t.teamRole), TEAM_ERRORS.editForbidden),
    /** remove-team: an admin-like role on the owning account. */
    remover: requiring((t) => canRemoveTeam(t.accountRole), TEAM_ERRORS.accountAdminRequired),
  };
}
export type TeamAccessService = ReturnType<typeof createTeamAccess>;
