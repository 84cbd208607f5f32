/**
 * The caller's membership of the team named in the team_uuid header: what the API's team pre-handler
 * (platform/contract/team-header.ts) resolves once per request. Not a member, not a team, or not a uuid: null.
 */
import type pg from 'pg';
import { z } from 'zod';
import type { ResolveMembership } from '../../platform/contract/team-header.js';
import { findTeamForUser } from './teams.repository.js';

const uuid = z.string().uuid();

export function createMembershipResolver(pool: pg.Pool): ResolveMembership {
  return async (callerId, teamId) => {
    if (!uuid.safeParse(teamId).success) return null;
    const row = await findTeamForUser(pool, teamId, callerId);
    if (!row || row.role === null) return null;
    return { id: row.id, name: row.name, role: row.role.toLowerCase(), internal: row.internal };
  };
}
