/**
 * Catalogs (spec 2 sections 3-7): the lists, one catalog, create, update and delete with the create defaults, the
 * status rule (publish needs a name and at least one product), ownership and the role rules of section 6.
 */
import type pg from 'pg';
import {
  CATALOG_ERRORS,
  TEAM_ERRORS,
  canCreateCatalog,
  canPublishCatalog,
  canRemoveCatalog,
  type Catalog,
  type createCatalogBody,
  type updateCatalogBody,
} from '@dc/contracts';
import type { z } from 'zod';
import { isUniqueViolation, withTransaction } from '../../platform/db/transaction.js';
import { catalogueError } from '../../platform/errors.js';
import type { ProductsService } from '../products/products.service.js';
import type { TeamsService } from '../teams/teams.service.js';
import { createCatalogAccess, type CatalogCaller } from './catalog-access.service.js';
import { checkCatalogProducts } from './catalog-product-rules.js';
import { replaceCatalogProducts } from './catalog-products.repository.js';
import * as repo from './catalogs.repository.js';
import { toCatalog, toCatalogs } from './catalogs.mappers.js';

type CreateBody = z.output<typeof createCatalogBody>;
type UpdateBody = z.output<typeof updateCatalogBody>;

/** Name taken in the owning team: CT1001. */
const nameTaken = (err: unknown) => {
  if (isUniqueViolation(err, 'catalogs_team_name')) throw catalogueError(CATALOG_ERRORS.nameExists);
  throw err;
};

export function createCatalogsService(pool: pg.Pool, products: ProductsService, teams: TeamsService) {
  const access = createCatalogAccess(pool, teams);

  /** Only internal teams make provider catalogs (core, industry, workflow) or PUBLIC ones. */
  const requireKind = (internal: boolean, type: string, visibility: string) => {
    if (!internal && (type !== 'custom' || visibility === 'PUBLIC')) throw catalogueError(CATALOG_ERRORS.editForbidden);
  };

  async function one(c: CatalogCaller, catalogId: string, teamHeader?: string): Promise<Catalog> {
    return toCatalog((await access.visible(c, catalogId, access.viewer(c, teamHeader))).row);
  }

  return {
    access,

    /** GET /catalogs: public catalogs (core only for internal teams). */
    async list(callerId: string, teamHeader?: string): Promise<Catalog[]> {
      const c = await access.caller(callerId);
      return toCatalogs(await repo.listPublicCatalogs(pool, access.viewer(c, teamHeader)));
    },

    /** GET /teams/{teamId}/catalogs: owned or granted. */
    async teamList(callerId: string, teamId: string): Promise<Catalog[]> {
      const c = await access.caller(callerId);
      return toCatalogs(await repo.listTeamCatalogs(pool, access.teamViewer(c, teamId)));
    },

    async get(callerId: string, catalogId: string, teamHeader?: string): Promise<Catalog> {
      return one(await access.caller(callerId), catalogId, teamHeader);
    },

    async teamGet(callerId: string, teamId: string, catalogId: string): Promise<Catalog> {
      const c = await access.caller(callerId);
      return toCatalog((await access.visible(c, catalogId, access.teamViewer(c, teamId))).row);
    },

    /** POST /catalogs: an admin of body.teamId; publishing at once needs products. */
    async create(callerId: string, body: CreateBody): Promise<Catalog> {
      const c = await access.caller(callerId);
      const team = access.team(c, body.teamId);
      if (!team) throw catalogueError(TEAM_ERRORS.teamNotFound);
      if (!canCreateCatalog(team.role)) throw catalogueError(CATALOG_ERRORS.editForbidden);
      requireKind(team.internal, body.type, body.visibility);
      if (body.status === 'published' && !canPublishCatalog(body.name, body.products.length)) {
        throw catalogueError(CATALOG_ERRORS.publishNeedsProducts);
      }
      await checkCatalogProducts(products, body.teamId, body.products);
      const id = await withTransaction(pool, async (q) => {
        const newId = await repo.insertCatalog(q, {
          ...body,
          displayName: body.displayName || body.name,
          entityType: body.entity_type,
          createdBy: callerId,
        });
        await replaceCatalogProducts(q, newId, body.products);
        return newId;
      }).catch(nameTaken);
      return one(c, id, body.teamId);
    },

    /** PUT /catalogs/{id}: the edit rule; fields left out keep their value. */
    async update(callerId: string, catalogId: string, body: UpdateBody): Promise<Catalog> {
      const c = await access.caller(callerId);
      const { row } = await access.editable(c, catalogId);
      if (body.teamId && body.teamId !== row.teamId) {
        throw catalogueError(CATALOG_ERRORS.invalidBody, [{ path: 'teamId', message: 'A catalog keeps its team.' }]);
      }
      const next = {
        name: body.name ?? row.name,
        displayName: body.displayName || (body.name && row.displayName === row.name ? body.name : row.displayName),
        description: body.description ?? row.description,
        details: body.details ?? row.details,
        type: body.type ?? row.type,
        visibility: body.visibility ?? row.visibility,
        entityType: body.entity_type ?? row.entityType,
        status: body.status ?? row.status,
        imageUrl: body.imageUrl ?? row.imageUrl,
      };
      requireKind(access.team(c, row.teamId)?.internal ?? false, next.type, next.visibility);
      await withTransaction(pool, async (q) => {
        await repo.lockCatalog(q, catalogId);
        const current = await repo.findCatalog(q, catalogId, { teamIds: [row.teamId], internal: true });
        if (next.status === 'published' && !canPublishCatalog(next.name, current?.productCount ?? 0)) {
          throw catalogueError(CATALOG_ERRORS.publishNeedsProducts);
        }
        await repo.updateCatalog(q, catalogId, next);
      }).catch(nameTaken);
      return one(c, catalogId, row.teamId);
    },

    /** DELETE /catalogs/{id}: custom, owned, editable, and empty (CT1009). */
    async remove(callerId: string, catalogId: string): Promise<void> {
      const c = await access.caller(callerId);
      const { row, ownerRole } = await access.editable(c, catalogId);
      if (!canRemoveCatalog(row, ownerRole)) throw catalogueError(CATALOG_ERRORS.editForbidden);
      await withTransaction(pool, async (q) => {
        await repo.lockCatalog(q, catalogId);
        const current = await repo.findCatalog(q, catalogId, { teamIds: [row.teamId], internal: true });
        if ((current?.productCount ?? 0) > 0) throw catalogueError(CATALOG_ERRORS.notEmpty);
        await repo.deleteCatalog(q, catalogId);
      });
    },
  };
}
export type CatalogsService = ReturnType<typeof createCatalogsService>;
