/** Teams of the caller (spec 1 sections 3 and 7.3, spec 3 sections 3 and 7.2). */
import type pg from 'pg';
import {
  RELATION_STATUS,
  TEAM_ERRORS,
  TEAM_TYPES,
  isIndividualTeamType,
  teamTrn,
  type AccountTeam,
  type Team,
  type TeamRelation,
  type filterTeamsBody,
  type filterUserRelationsBody,
} from '@dc/contracts';
import type { z } from 'zod';
import { catalogueError, forbidden } from '../../platform/errors.js';
import type { Platform } from '../../platform/platform.js';
import { readCache } from '../../platform/db/read-cache.js';
import { createTeamAccess } from './team-access.service.js';
import { MEMBERSHIP_TABLES } from './team-membership.service.js';
import { createTeamInvitations } from './team-invitations.service.js';
import { createTeamLinks } from './team-links.service.js';
import { createTeamManagement } from './team-management.service.js';
import { createTeamMembers } from './team-members.service.js';
import { createTeamRelations } from './team-relations.service.js';
import {
  findAccountTeams,
  findMemberTeams,
  findTeamForUser,
  type TeamQuery,
  type TeamRow,
} from './teams.repository.js';

type TeamFilter = z.output<typeof filterTeamsBody>;
type RelationFilter = z.output<typeof filterUserRelationsBody>;

const toAccountTeam = (r: TeamRow): AccountTeam => ({
  uuid: r.id,
  trn: teamTrn(r.id),
  name: r.name,
  displayName: r.displayName ?? r.name,
  description: r.description,
  accountId: r.accountId,
  accountName: r.accountName,
  type: isIndividualTeamType(r.type) ? TEAM_TYPES.individual : TEAM_TYPES.enterprise,
  role: r.role === null ? null : r.role.toLowerCase(),
  internal: r.internal,
  createdTimeStamp: r.createdAt.toISOString(),
});
const toTeam = (r: TeamRow): Team => ({ ...toAccountTeam(r), role: (r.role ?? '').toLowerCase() });

const types = (list: string[] | undefined) => ({
  enterprise: !list || list.includes(TEAM_TYPES.enterprise),
  individual: Boolean(list?.includes(TEAM_TYPES.individual)),
});

function requireSelf(callerId: string, userUuid: string) {
  if (userUuid.toLowerCase() !== callerId.toLowerCase()) throw forbidden('You can only list your own teams.');
}

export function createTeamsService(pool: pg.Pool) {
  const memberTeams = (userId: string, q: Partial<TeamQuery>) =>
    findMemberTeams(pool, userId, { enterprise: true, individual: false, sortBy: 'name', order: 'ASC', ...q });
  // findMemberTeams reads the membership tables: a change to any of them, on any instance, clears this at commit.
  const memberTeamIdsCache = readCache<string[]>(pool, MEMBERSHIP_TABLES);

  return {
    /**
     * The ids of every team the caller is a member of, personal ones included, to scope reads by (IoT asks on each
     * request). Cached per instance; only for request paths behind authentication (platform/db/read-cache.ts).
     */
    memberTeamIds(callerId: string): Promise<string[]> {
      return memberTeamIdsCache.get(callerId, async () =>
        (await memberTeams(callerId, { enterprise: true, individual: true })).map((r) => r.id),
      );
    },

    /** core GET /teams: the caller's teams, personal (INDIVIDUAL) teams dropped. */
    async listForUser(callerId: string, userUuid: string): Promise<Team[]> {
      requireSelf(callerId, userUuid);
      return (await memberTeams(callerId, {})).map(toTeam);
    },

    /** profiles POST /teams/_filter: the caller's teams narrowed by the filter. */
    async filter(callerId: string, body: TeamFilter): Promise<Team[]> {
      const { filter: f, sortBy, order } = body;
      const rows = await memberTeams(callerId, {
        ...types(f.types),
        accountId: f.accountId,
        uuids: f.uuids,
        internal: f.internal,
        name: f.name,
        sortBy,
        order,
      });
      return rows.map(toTeam);
    },

    /** profiles POST /users/{userUuid}/relations/_filter: the caller's member-of relations. */
    async userRelations(callerId: string, userUuid: string, body: RelationFilter): Promise<TeamRelation[]> {
      requireSelf(callerId, userUuid);
      const f = body.filter;
      const rows = await memberTeams(callerId, {
        ...types(f.types),
        accountId: f.accountId,
        uuids: f.teamUuid ? [f.teamUuid] : undefined,
      });
      return rows.map((r) => ({
        type: 'member-of',
        userUuid: callerId,
        relationStatus: RELATION_STATUS.committed,
        role: (r.role ?? '').toLowerCase(),
        team: toTeam(r),
        createdTimeStamp: (r.joinedAt ?? r.createdAt).toISOString(),
      }));
    },

    /** Teams an account owns; onlyMine narrows to the caller's own teams (callers related only through teams). */
    async accountTeams(
      callerId: string,
      accountId: string,
      q: { onlyMine: boolean; sortBy: TeamQuery['sortBy']; order: TeamQuery['order'] },
    ): Promise<AccountTeam[]> {
      return (await findAccountTeams(pool, accountId, callerId, q)).map(toAccountTeam);
    },

    /** One team as the caller sees it (role null when not a member); the caller's access is checked before. */
    async one(callerId: string, teamId: string): Promise<AccountTeam> {
      const row = await findTeamForUser(pool, teamId, callerId);
      if (!row) throw catalogueError(TEAM_ERRORS.teamNotFound);
      return toAccountTeam(row);
    },
  };
}
export type TeamsService = ReturnType<typeof createTeamsService>;

/** Every service of the teams area over one platform, wired together (stateless: cheap to build per plugin). */
export function createTeamServices(platform: Platform) {
  const teams = createTeamsService(platform.pool);
  const access = createTeamAccess(platform.pool);
  const invitations = createTeamInvitations(platform, access);
  return {
    teams,
    access,
    invitations,
    members: createTeamMembers(platform, access, invitations),
    relations: createTeamRelations(platform, access),
    management: createTeamManagement(platform, access, teams),
    links: createTeamLinks(platform, access),
  };
}
export type TeamServices = ReturnType<typeof createTeamServices>;
