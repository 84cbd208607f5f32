/**
 * catalogs (prefix /api/catalogs), spec 2 section 7 "Catalog API" (shapes and rules in contracts catalogs.ts): the
 * catalogs, team catalogs, one catalog, create, update, delete, relations, grant, permission, accept, revoke, and a
 * catalog's products. With the CATALOGS flag off (FEATURE_CATALOGS=false) the whole prefix answers 404.
 */
import type { FastifyInstance } from 'fastify';
import {
  CATALOGS_PREFIX,
  CATALOG_ERRORS,
  CATALOG_ROUTES as R,
  catalogAcceptParams,
  catalogGrantBody,
  catalogParams,
  catalogPermissionBody,
  catalogProductsBody,
  catalogRevokeBody,
  createCatalogBody,
  teamCatalogParams,
  teamCatalogsParams,
  updateCatalogBody,
  type CatalogueError,
} from '@dc/contracts';
import type { z } from 'zod';
import { callerOf } from '../../platform/http.js';
import { catalogueError, notFound } from '../../platform/errors.js';
import { createProductsService } from '../products/products.service.js';
import { parseCatalogBody, teamHeaderOf } from './catalog-http.js';
import { createCatalogInvitations } from './catalog-invitations.service.js';
import { createCatalogProducts } from './catalog-products.service.js';
import { createCatalogsService } from './catalogs.service.js';

/** Path ids that are not ids name no catalog: 404 CT1008 rather than a validation error. */
function paramsOf<S extends z.ZodType>(
  schema: S,
  value: unknown,
  error: CatalogueError = CATALOG_ERRORS.notFound,
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw catalogueError(error);
  return result.data;
}

export async function catalogsRoutes(app: FastifyInstance) {
  const at = (path: string) => `${CATALOGS_PREFIX}${path}`;
  if (!app.platform.config.FEATURE_CATALOGS) {
    // The area does not exist while the flag is off.
    app.all(at('/*'), async () => {
      throw notFound('Not found.');
    });
    return;
  }
  const products = createProductsService(app.platform.pool);
  const catalogs = createCatalogsService(app.platform.pool, products);
  const catalogProducts = createCatalogProducts(app.platform.pool, catalogs.access, products);
  const invitations = createCatalogInvitations(app.platform, catalogs.access);
  const auth = { preHandler: app.authenticate };
  const id = (params: unknown) => paramsOf(catalogParams, params).catalogId;

  app.get(at(R.list.path), auth, async (req) => ({ items: await catalogs.list(callerOf(req).id, teamHeaderOf(req)) }));
  app.get(at(R.teamList.path), auth, async (req) => {
    const { teamId } = paramsOf(teamCatalogsParams, req.params);
    return { items: await catalogs.teamList(callerOf(req).id, teamId) };
  });
  app.get(at(R.get.path), auth, async (req) => catalogs.get(callerOf(req).id, id(req.params), teamHeaderOf(req)));
  app.get(at(R.teamGet.path), auth, async (req) => {
    const { teamId, catalogId } = paramsOf(teamCatalogParams, req.params);
    return catalogs.teamGet(callerOf(req).id, teamId, catalogId);
  });
  app.post(at(R.create.path), auth, async (req, reply) => {
    const body = parseCatalogBody(createCatalogBody, req.body);
    return reply.status(201).send(await catalogs.create(callerOf(req).id, body));
  });
  app.put(at(R.update.path), auth, async (req) =>
    catalogs.update(callerOf(req).id, id(req.params), parseCatalogBody(updateCatalogBody, req.body)),
  );
  app.delete(at(R.remove.path), auth, async (req, reply) => {
    await catalogs.remove(callerOf(req).id, id(req.params));
    return reply.status(204).send();
  });

  app.get(at(R.relations.path), auth, async (req) => ({
    items: await invitations.relations(callerOf(req).id, id(req.params)),
  }));
  app.post(at(R.grant.path), auth, async (req, reply) => {
    const catalogId = id(req.params);
    const { relation, created } = await invitations.grant(
      callerOf(req),
      catalogId,
      parseCatalogBody(catalogGrantBody, req.body),
    );
    return reply.status(created ? 201 : 200).send(relation);
  });
  app.post(at(R.permission.path), auth, async (req, reply) => {
    const { catalogId, ...grantee } = parseCatalogBody(catalogPermissionBody, req.body);
    const { relation, created } = await invitations.grant(callerOf(req), catalogId, grantee);
    return reply.status(created ? 201 : 200).send(relation);
  });
  app.get(at(R.accept.path), auth, async (req) => {
    const { catalogId, emailRef } = paramsOf(catalogAcceptParams, req.params, CATALOG_ERRORS.relationNotFound);
    return invitations.accept(callerOf(req), catalogId, emailRef, teamHeaderOf(req));
  });
  app.post(at(R.revoke.path), auth, async (req, reply) => {
    await invitations.revoke(callerOf(req).id, id(req.params), parseCatalogBody(catalogRevokeBody, req.body));
    return reply.status(204).send();
  });

  app.get(at(R.products.path), auth, async (req) =>
    catalogProducts.list(callerOf(req).id, id(req.params), teamHeaderOf(req)),
  );
  app.put(at(R.setProducts.path), auth, async (req) =>
    catalogProducts.replace(callerOf(req).id, id(req.params), parseCatalogBody(catalogProductsBody, req.body).products),
  );
  app.post(at(R.relateProducts.path), auth, async (req) =>
    catalogProducts.relate(callerOf(req).id, id(req.params), parseCatalogBody(catalogProductsBody, req.body).products),
  );
}
