/**
 * The caller's membership of the team named in the team_uuid header: what the API's team pre-handler
 * (platform/contract/team-header.ts) resolves once per request. Not a member, not a team, or not a uuid: null.
 * Read through a per-instance cache that any change to teams, accounts or memberships clears on every instance at
 * commit (platform/db/read-cache.ts): a member removed on another instance is refused at the next call. Only for
 * request paths behind authentication, which syncs the change feed first.
 */
import type pg from 'pg';
import { z } from 'zod';
import type { ResolveMembership, TeamMembership } from '../../platform/contract/team-header.js';
import { readCache } from '../../platform/db/read-cache.js';
import { findTeamForUser } from './teams.repository.js';

const uuid = z.string().uuid();

/** The tables findTeamForUser reads (team-membership-cache.test.ts checks its plan against them). */
export const MEMBERSHIP_TABLES = ['teams', 'accounts', 'team_members'] as const;

export function createMembershipResolver(pool: pg.Pool): ResolveMembership {
  const cache = readCache<TeamMembership | null>(pool, MEMBERSHIP_TABLES);
  return async (callerId, teamId) => {
    if (!uuid.safeParse(teamId).success) return null;
    return cache.get(`${callerId} ${teamId}`, async () => {
      const row = await findTeamForUser(pool, teamId, callerId);
      if (!row || row.role === null) return null;
      return { id: row.id, name: row.name, role: row.role.toLowerCase(), internal: row.internal };
    });
  };
}
