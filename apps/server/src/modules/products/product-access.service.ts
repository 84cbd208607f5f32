/**
 * Who asks, for which team, and may that team see or act on a product (spec 2 section 6). The current team must be
 * one the caller is a member of (403 AZ1020 otherwise, and 400 API1009 when none is named). A product the team may
 * not see answers 403 AZ1001 on every route; an unknown one 404 (CT1003, or the route's own code).
 */
import type pg from 'pg';
import { z } from 'zod';
import { PRODUCT_ERRORS, decideProduct, type CatalogueError, type ProductFacts } from '@dc/contracts';
import type { TeamHeader } from '../../platform/contract/team-header.js';
import { AppError, catalogueError } from '../../platform/errors.js';
import type { TeamsService } from '../teams/teams.service.js';
import { findProduct, findProductByName, type ProductKind, type ProductRow } from './products.repository.js';

export interface TeamContext {
  callerId: string;
  teamId: string;
  teamName: string;
  /** The caller's role in the team, lower-cased. */
  role: string;
  /** An internal team (or a team of the provider's placeholder account). */
  internal: boolean;
}

/** The current team as the route's pre-handler resolved it (req.team), or a bare team id (read here). */
export type TeamRef = TeamHeader | string | undefined;

const isUuid = (s: string) => z.string().uuid().safeParse(s).success;

/** `teams`: the teams module's service (app.teams.teams), handed over by whoever composes the products module. */
export function createProductAccess(pool: pg.Pool, teams: TeamsService) {
  function visible(row: ProductRow | undefined, kind: ProductKind | undefined, notFound: CatalogueError): ProductRow {
    if (!row || (kind && row.type !== kind)) throw catalogueError(notFound);
    if (!row.relationship) throw catalogueError(PRODUCT_ERRORS.notAuthorized);
    return row;
  }

  const facts = (ctx: TeamContext, row: ProductRow): ProductFacts => ({
    visible: row.relationship !== null,
    owner: row.relationship === 'owner',
    teamRole: ctx.role,
    internal: ctx.internal,
    subscriptionAllowed: row.subscriptionAllowed,
  });

  return {
    /**
     * The current team as the caller's membership in it. A resolved req.team is taken as it is (the pre-handler
     * read the membership already: a second read per request cost a round trip); a bare id is read here.
     */
    async team(callerId: string, ref: TeamRef): Promise<TeamContext> {
      if (!ref) throw catalogueError(PRODUCT_ERRORS.teamRequired);
      if (typeof ref !== 'string') {
        const m = ref.membership;
        if (!m) throw catalogueError(PRODUCT_ERRORS.listForTeamForbidden);
        return { callerId, teamId: m.id, teamName: m.name, role: m.role, internal: m.internal };
      }
      const teamId = ref;
      if (!isUuid(teamId)) throw catalogueError(PRODUCT_ERRORS.listForTeamForbidden);
      const team = await teams.one(callerId, teamId).catch((err: unknown) => {
        if (err instanceof AppError && err.statusCode === 404) return undefined;
        throw err;
      });
      if (!team?.role) throw catalogueError(PRODUCT_ERRORS.listForTeamForbidden);
      return { callerId, teamId: team.uuid, teamName: team.name, role: team.role, internal: team.internal };
    },

    /** A product the team may see (of the kind asked for). */
    async product(
      ctx: TeamContext,
      productId: string,
      kind?: ProductKind,
      notFound: CatalogueError = PRODUCT_ERRORS.productNotFound,
    ) {
      return visible(await findProduct(pool, productId, ctx.teamId), kind, notFound);
    },

    /** An event product by namespace and name. */
    async productByName(ctx: TeamContext, namespace: string, name: string, notFound: CatalogueError) {
      return visible(await findProductByName(pool, namespace, name, ctx.teamId), 'EVENT', notFound);
    },

    can: (ctx: TeamContext, row: ProductRow, action: string) => decideProduct(action, facts(ctx, row)),

    /** Throws the error unless the team may do the action on the product. */
    require(ctx: TeamContext, row: ProductRow, action: string, error: CatalogueError): void {
      if (!decideProduct(action, facts(ctx, row))) throw catalogueError(error);
    },
  };
}
export type ProductAccess = ReturnType<typeof createProductAccess>;
