/**
 * Who asks, as which teams, and what they may do with a catalog (spec 2 section 6). Every read is relative to the
 * caller's memberships: a catalog none of the asking teams may see answers 404 CT1008, as does a team the caller is
 * not a member of; one they see but may not change answers 403 CT1019.
 */
import type pg from 'pg';
import {
  CATALOG_ERRORS,
  TEAM_ERRORS,
  TEAM_TYPES,
  canEditCatalog,
  filterTeamsBody,
  type CatalogueError,
  type Team,
} from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';
import type { TeamsService } from '../teams/teams.service.js';
import { findCatalog, type CatalogRow, type Viewer } from './catalogs.repository.js';

/** All of a caller's teams, personal ones too (a user may hold a catalog through any of them). */
const ALL_TEAMS = filterTeamsBody.parse({ filter: { types: [TEAM_TYPES.enterprise, TEAM_TYPES.individual] } });

export interface CatalogCaller {
  callerId: string;
  /** The caller's teams, ENTERPRISE ones first (by name), then the personal team. */
  teams: Team[];
}

/** A catalog the caller may see, with the caller's role in its owning team (null: not a member of it). */
export interface VisibleCatalog {
  row: CatalogRow & { relationship: NonNullable<CatalogRow['relationship']> };
  ownerRole: string | null;
}

/** `teams` is the teams module's service (app.teams.teams), built once by its plugin. */
export function createCatalogAccess(pool: pg.Pool, teams: TeamsService) {

  const viewerOf = (list: Team[]): Viewer => ({
    teamIds: list.map((t) => t.uuid),
    internal: list.some((t) => t.internal),
  });

  async function caller(callerId: string): Promise<CatalogCaller> {
    const list = await teams.filter(callerId, ALL_TEAMS);
    const personal = (t: Team) => (t.type === TEAM_TYPES.individual ? 1 : 0);
    return { callerId, teams: [...list].sort((a, b) => personal(a) - personal(b)) };
  }

  /** The current team (the team_uuid header) when given, else all the caller's teams. */
  function viewer(
    c: CatalogCaller,
    teamHeader: string | undefined,
    notMember: CatalogueError = TEAM_ERRORS.teamNotFound,
  ): Viewer {
    if (!teamHeader) return viewerOf(c.teams);
    const team = c.teams.find((t) => t.uuid === teamHeader);
    if (!team) throw catalogueError(notMember);
    return viewerOf([team]);
  }

  async function visible(c: CatalogCaller, catalogId: string, v: Viewer): Promise<VisibleCatalog> {
    const row = await findCatalog(pool, catalogId, v);
    if (!row?.relationship) throw catalogueError(CATALOG_ERRORS.notFound);
    const ownerRole = c.teams.find((t) => t.uuid === row.teamId)?.role ?? null;
    return { row: row as VisibleCatalog['row'], ownerRole };
  }

  return {
    caller,
    viewer,
    /** A path's team: members only, anything else is not disclosed (404 CT1008). */
    teamViewer: (c: CatalogCaller, teamId: string) => viewer(c, teamId, CATALOG_ERRORS.notFound),
    visible,

    /** The edit rule: not PUBLIC, the caller's team owns it, and the caller's role there passes the admin check. */
    async editable(c: CatalogCaller, catalogId: string): Promise<VisibleCatalog> {
      const found = await visible(c, catalogId, viewerOf(c.teams));
      if (!canEditCatalog(found.row, found.ownerRole)) throw catalogueError(CATALOG_ERRORS.editForbidden);
      return found;
    },

    /** The caller's team by id (role and internal flag), or undefined when not a member. */
    team: (c: CatalogCaller, teamId: string) => c.teams.find((t) => t.uuid === teamId),

    /** Any team of an account by id, as the caller sees it (role null when not a member). */
    anyTeam: (callerId: string, teamId: string) => teams.one(callerId, teamId).catch(() => undefined),
  };
}
export type CatalogAccess = ReturnType<typeof createCatalogAccess>;
