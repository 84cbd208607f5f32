/**
 * The product service (spec 2 section 7 "Product service"): the gallery lists and permission checks (deletion is
 * product-removal.service.ts). Other
 * modules (apis, events-catalog, documents) reach products only through this service and product-access.
 */
import type pg from 'pg';
import {
  type Product,
  type ProductCheck,
  type ProductGalleryQuery,
  type ProductPage,
  type productCheckQuery,
} from '@dc/contracts';
import type { z } from 'zod';
import { readCache } from '../../platform/db/read-cache.js';
import type { TeamsService } from '../teams/teams.service.js';
import { createProductAccess, type TeamContext, type TeamRef } from './product-access.service.js';
import { findVersionDocument, listVersions } from './product-versions.repository.js';
import { findProducts, listProducts, type ProductListQuery } from './products.repository.js';
import { toKind, toPage, toProduct } from './products.mappers.js';

type CheckQuery = z.output<typeof productCheckQuery>;
export type { ProductRow } from './products.repository.js';
export type { VersionRow } from './product-versions.repository.js';
export type { TeamContext, TeamRef } from './product-access.service.js';
/** Shared with the documents module, which reads YAML uploads too. */
export { expandedYamlNodes } from './yaml-expansion.js';

/** The tables listProducts reads (gallery-cache.test.ts checks its plan against them). */
export const GALLERY_TABLES = [
  'products',
  'product_versions',
  'teams',
  'users',
  'product_shares',
  'catalog_products',
  'catalog_relations',
] as const;

/** `teams`: the teams module's service (app.teams.teams), for a team named by a bare id (product-access.service.ts). */
export function createProductsService(pool: pg.Pool, teams: TeamsService) {
  const access = createProductAccess(pool, teams);
  // The gallery's pages without a search, per team, scope and query, as every visit asks for them: cleared on every
  // instance by any change to the tables they read (nothing in them depends on the clock).
  const pages = readCache<ProductPage>(pool, GALLERY_TABLES);

  async function page(ctx: TeamContext, scope: ProductListQuery['scope'], q: ProductGalleryQuery) {
    const { rows, total } = await listProducts(pool, {
      teamId: ctx.teamId,
      scope,
      types: q.type.map(toKind),
      search: q.searchText,
      sort: q.sort,
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    });
    return { rows, total };
  }

  async function cachedPage(ctx: TeamContext, scope: ProductListQuery['scope'], q: ProductGalleryQuery) {
    const read = async () => {
      const { rows, total } = await page(ctx, scope, q);
      return toPage(rows, total, q);
    };
    if (q.searchText) return read();
    const key = `${ctx.teamId} ${scope} ${q.type.join(',')} ${q.sort} ${q.page} ${q.pageSize}`;
    return pages.get(key, read);
  }

  return {
    access,

    /** GET /products: what the current team may see. */
    async gallery(callerId: string, team: TeamRef, q: ProductGalleryQuery): Promise<ProductPage> {
      return cachedPage(await access.team(callerId, team), 'visible', q);
    },

    /** GET /teams/{teamId}/products: the team's own products (owned or shared). */
    async teamGallery(callerId: string, teamId: string, q: ProductGalleryQuery): Promise<ProductPage> {
      return cachedPage(await access.team(callerId, teamId), 'team', q);
    },

    /** Raw rows of a page, for the API list (apis module). */
    page,

    /** GET /products/{id}/checks?team_id&action */
    async check(callerId: string, productId: string, q: CheckQuery, teamHeader?: string): Promise<ProductCheck> {
      const ctx = await access.team(callerId, q.team_id ?? teamHeader);
      const row = await access.product(ctx, productId);
      return { productId, teamId: ctx.teamId, action: q.action, authorized: access.can(ctx, row, q.action) };
    },

    /** Products by id as the team sees them, in the order asked, leaving out those it may not see (catalogs). */
    async visibleTo(teamId: string, productIds: string[]): Promise<Product[]> {
      const rows = new Map((await findProducts(pool, productIds, teamId)).map((r) => [r.id, r]));
      return productIds.flatMap((id) => {
        const row = rows.get(id);
        return row?.relationship ? [toProduct(row)] : [];
      });
    },

    versions: (productIds: string[]) => listVersions(pool, productIds),
    versionDocument: (productId: string, version: string) => findVersionDocument(pool, productId, version),
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;
