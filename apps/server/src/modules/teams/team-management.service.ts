/**
 * Creating, changing, moving and deleting teams (spec 3 sections 3, 4, 5, 8; spec 1 section 6). Names are unique
 * per account (1031 on create, 1032 on rename); an account owns at most TEAM_LIMITS.teamsPerAccount teams (CT1047).
 * A team can be deleted only when no member other than the caller is left, and never a personal team.
 */
import {
  TEAM_CREATOR_ROLE,
  TEAM_ERRORS,
  TEAM_LIMITS,
  TEAM_ROLE_TITLES,
  canCreateTeam,
  canRemoveTeam,
  isIndividualTeamType,
  type AccountTeam,
  type CatalogueError,
  type createTeamBody,
  type updateTeamBody,
} from '@dc/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../identity/authenticate.js';
import { isUniqueViolation, withTransaction, type Queryable } from '../../platform/db/transaction.js';
import { catalogueError, notFound } from '../../platform/errors.js';
import type { Platform } from '../../platform/platform.js';
import { findAccountRole } from './team-access.repository.js';
import type { TeamAccessService } from './team-access.service.js';
import * as repo from './team-management.repository.js';
import { insertMember } from './team-members.repository.js';
import type { TeamsService } from './teams.service.js';

type CreateTeam = z.output<typeof createTeamBody>;
type UpdateTeam = z.output<typeof updateTeamBody>;

/** Runs fn; a duplicate team name becomes the given catalogue error. */
async function nameChecked<T>(error: CatalogueError, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err, repo.TEAM_NAME_INDEX)) throw catalogueError(error);
    throw err;
  }
}

export function createTeamManagement(platform: Platform, access: TeamAccessService, teams: TeamsService) {
  const { pool } = platform;

  /** The caller must be an admin of the account (create-team); an unrelated account is not disclosed. */
  async function adminOfAccount(accountId: string, callerId: string) {
    const account = await findAccountRole(pool, accountId, callerId);
    if (!account?.related) throw notFound('No such account.');
    if (!canCreateTeam(account.role)) throw catalogueError(TEAM_ERRORS.accountAdminRequired);
    return account;
  }

  async function withinLimit(c: Queryable, accountId: string) {
    await repo.lockAccount(c, accountId);
    const count = await repo.countEnterpriseTeams(c, accountId);
    if (count >= TEAM_LIMITS.teamsPerAccount) {
      throw catalogueError(TEAM_ERRORS.teamLimit, { limit: TEAM_LIMITS.teamsPerAccount });
    }
  }

  return {
    async create(caller: AuthUser, body: CreateTeam): Promise<AccountTeam> {
      await adminOfAccount(body.accountId, caller.id);
      const id = await nameChecked(TEAM_ERRORS.nameInUseOnCreate, () =>
        withTransaction(pool, async (c) => {
          await withinLimit(c, body.accountId);
          const teamId = await repo.insertTeam(c, {
            accountId: body.accountId,
            name: body.name,
            displayName: body.displayName || body.name,
            description: body.description ?? null,
            type: body.type,
          });
          if (body.addUserToTeam) {
            const role = TEAM_CREATOR_ROLE;
            await insertMember(c, { teamId, userId: caller.id, role, roleDisplayName: TEAM_ROLE_TITLES.admin });
          }
          return teamId;
        }),
      );
      return teams.one(caller.id, id);
    },

    async get(caller: AuthUser, teamId: string): Promise<AccountTeam> {
      await access.reader(teamId, caller.id);
      return teams.one(caller.id, teamId);
    },

    /** Only the fields given change; an empty payload answers 1027. */
    async update(caller: AuthUser, teamId: string, body: UpdateTeam): Promise<AccountTeam> {
      if (Object.values(body).every((v) => v === undefined)) throw catalogueError(TEAM_ERRORS.emptyPayload);
      await access.editor(teamId, caller.id);
      await nameChecked(TEAM_ERRORS.nameInUseOnUpdate, () => repo.updateTeam(pool, teamId, body));
      return teams.one(caller.id, teamId);
    },

    async remove(caller: AuthUser, teamId: string): Promise<void> {
      const team = await access.load(teamId, caller.id);
      if (isIndividualTeamType(team.type)) throw catalogueError(TEAM_ERRORS.personalTeam);
      if (!canRemoveTeam(team.accountRole)) throw catalogueError(TEAM_ERRORS.accountAdminRequired);
      await withTransaction(pool, async (c) => {
        const others = await repo.lockAndCountOtherMembers(c, teamId, caller.id);
        if (others > 0) throw catalogueError(TEAM_ERRORS.teamHasMembers, { members: others });
        await repo.deleteTeam(c, teamId);
      });
    },

    /** Assigns the team to another account: the caller administers both accounts. */
    async assignToAccount(caller: AuthUser, teamId: string, accountId: string): Promise<AccountTeam> {
      const team = await access.load(teamId, caller.id);
      if (isIndividualTeamType(team.type)) throw catalogueError(TEAM_ERRORS.personalTeam);
      if (!canRemoveTeam(team.accountRole)) throw catalogueError(TEAM_ERRORS.accountAdminRequired);
      if (team.accountId === accountId) throw catalogueError(TEAM_ERRORS.relationExists);
      await adminOfAccount(accountId, caller.id);
      await nameChecked(TEAM_ERRORS.nameInUseOnCreate, () =>
        withTransaction(pool, async (c) => {
          await withinLimit(c, accountId);
          await repo.moveTeam(c, teamId, accountId);
        }),
      );
      return teams.one(caller.id, teamId);
    },

    /** The account's first team, created (named after the account) when it has none: account activation. */
    async ensureFirstTeam(accountId: string, accountName: string): Promise<string> {
      const existing = await repo.findFirstTeamId(pool, accountId);
      if (existing) return existing;
      const name = accountName
        .replace(/[^A-Za-z0-9]+/g, ' ')
        .trim()
        .slice(0, TEAM_LIMITS.nameMaxLength - 5)
        .trim();
      const teamName = `${name || 'Default'} Team`;
      try {
        await repo.insertTeam(pool, {
          accountId,
          name: teamName,
          displayName: teamName,
          description: null,
          type: 'ENTERPRISE',
        });
      } catch (err) {
        if (!isUniqueViolation(err, repo.TEAM_NAME_INDEX)) throw err; // else a concurrent activation created it
      }
      return (await repo.findFirstTeamId(pool, accountId))!;
    },
  };
}
export type TeamManagementService = ReturnType<typeof createTeamManagement>;
