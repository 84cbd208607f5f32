/**
 * The products of a catalog (spec 2 sections 2.10, 7): read as the asking team sees them, in catalog order; replaced
 * (PUT, the order is the list position) or appended to (relate) under the edit rule. A published catalog keeps at
 * least one product (the publish rule).
 */
import type pg from 'pg';
import { CATALOG_ERRORS, type CatalogProduct } from '@dc/contracts';
import { withTransaction } from '../../platform/db/transaction.js';
import { catalogueError } from '../../platform/errors.js';
import type { ProductsService } from '../products/products.service.js';
import type { CatalogAccess, CatalogCaller, VisibleCatalog } from './catalog-access.service.js';
import { checkCatalogProducts } from './catalog-product-rules.js';
import { listCatalogProductIds, replaceCatalogProducts } from './catalog-products.repository.js';
import { lockCatalog, touchCatalog } from './catalogs.repository.js';
import { grantedTeamOf } from './catalog-relations.repository.js';

export function createCatalogProducts(pool: pg.Pool, access: CatalogAccess, products: ProductsService) {
  /** The team whose view of the products counts: the current team, else the owning or a granted team of the caller. */
  async function viewingTeam(c: CatalogCaller, found: VisibleCatalog, teamHeader?: string): Promise<string | null> {
    if (teamHeader) return teamHeader;
    if (found.ownerRole !== null) return found.row.teamId;
    const ids = c.teams.map((t) => t.uuid);
    if (found.row.relationship === 'shared') return grantedTeamOf(pool, found.row.id, ids);
    return ids[0] ?? null;
  }

  async function listFor(teamId: string | null, catalogId: string): Promise<{ items: CatalogProduct[] }> {
    const ids = await listCatalogProductIds(pool, catalogId);
    if (!teamId || ids.length === 0) return { items: [] };
    const position = new Map(ids.map((id, i) => [id, i]));
    const items = (await products.visibleTo(teamId, ids)).map((p) => ({ ...p, order: position.get(p.uuid) ?? 0 }));
    return { items };
  }

  async function write(callerId: string, catalogId: string, next: (current: string[]) => string[]) {
    const c = await access.caller(callerId);
    const { row } = await access.editable(c, catalogId);
    await withTransaction(pool, async (q) => {
      await lockCatalog(q, catalogId);
      const list = next(await listCatalogProductIds(q, catalogId));
      if (row.status === 'published' && list.length === 0) throw catalogueError(CATALOG_ERRORS.publishNeedsProducts);
      await checkCatalogProducts(products, row.teamId, list);
      await replaceCatalogProducts(q, catalogId, list);
      await touchCatalog(q, catalogId);
    });
    return listFor(row.teamId, catalogId);
  }

  return {
    /** GET /catalogs/{id}/products */
    async list(callerId: string, catalogId: string, teamHeader?: string) {
      const c = await access.caller(callerId);
      const found = await access.visible(c, catalogId, access.viewer(c, teamHeader));
      return listFor(await viewingTeam(c, found, teamHeader), catalogId);
    },

    /** PUT /catalogs/{id}/products: the list replaces the catalog's products, in its order. */
    replace: (callerId: string, catalogId: string, ids: string[]) => write(callerId, catalogId, () => ids),

    /** POST /catalogs/{id}/products/relate: appends the products not in the catalog yet, in the given order. */
    relate: (callerId: string, catalogId: string, ids: string[]) =>
      write(callerId, catalogId, (current) => [...current, ...[...new Set(ids)].filter((id) => !current.includes(id))]),
  };
}
export type CatalogProductsService = ReturnType<typeof createCatalogProducts>;
