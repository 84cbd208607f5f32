/**
 * catalogs (prefix /api/catalogs), spec 2 section 7 "Catalog API" (shapes and rules in contracts catalogs.ts): the
 * catalogs, team catalogs, one catalog, create, update, delete, relations, grant, permission, accept, revoke, and a
 * catalog's products, as HTTP_ROUTES.catalogs lists them. Params and bodies are checked first with the catalog
 * codes (catalog-http.ts). The current team is the team_uuid header (req.team; optional for accept); the services
 * check what the caller may see in it. With the CATALOGS flag off (FEATURE_CATALOGS=false)
 * the whole prefix answers 404.
 */
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { CATALOGS_PREFIX, CATALOG_ERRORS, HTTP_ROUTES } from '@dc/contracts';
import type { TeamHeader } from '../../platform/contract/team-header.js';
import { registerRoutes } from '../../platform/contract/registrar.js';
import { notFound } from '../../platform/errors.js';
import { catalogInput } from './catalog-http.js';
import { createCatalogInvitations } from './catalog-invitations.service.js';
import { createCatalogProducts } from './catalog-products.service.js';
import { createCatalogsService } from './catalogs.service.js';

/** The current team's id as the services compare it (lower-cased, as the header was read before). */
const teamOf = (team: TeamHeader | undefined) => team?.id.toLowerCase();

export async function catalogsRoutes(app: FastifyInstance) {
  if (!app.platform.config.FEATURE_CATALOGS) {
    // The area does not exist while the flag is off.
    app.all(`${CATALOGS_PREFIX}/*`, async () => {
      throw notFound('Not found.');
    });
    return;
  }
  const products = app.products;
  const catalogs = createCatalogsService(app.platform.pool, products, app.teams.teams);
  const catalogProducts = createCatalogProducts(app.platform.pool, catalogs.access, products);
  const invitations = createCatalogInvitations(app.platform, catalogs.access);

  const table = HTTP_ROUTES.catalogs;
  const routeOptions: Record<string, RouteShorthandOptions> = {};
  for (const [name, def] of Object.entries(table.routes)) {
    const paramsError = name === 'accept' ? CATALOG_ERRORS.relationNotFound : undefined;
    routeOptions[name] = { preValidation: catalogInput(def, paramsError) };
  }

  registerRoutes(
    app,
    table,
    {
      list: async ({ caller, team }) => ({ items: await catalogs.list(caller.id, teamOf(team)) }),
      teamList: async ({ caller, params }) => ({ items: await catalogs.teamList(caller.id, params.teamId) }),
      get: ({ caller, params, team }) => catalogs.get(caller.id, params.catalogId, teamOf(team)),
      teamGet: ({ caller, params }) => catalogs.teamGet(caller.id, params.teamId, params.catalogId),
      create: ({ caller, body }) => catalogs.create(caller.id, body),
      update: ({ caller, params, body }) => catalogs.update(caller.id, params.catalogId, body),
      remove: ({ caller, params }) => catalogs.remove(caller.id, params.catalogId),
      relations: async ({ caller, params }) => ({ items: await invitations.relations(caller.id, params.catalogId) }),
      grant: async ({ caller, params, body, reply }) => {
        const { relation, created } = await invitations.grant(caller, params.catalogId, body);
        reply.status(created ? 201 : 200);
        return relation;
      },
      permission: async ({ caller, body, reply }) => {
        const { catalogId, ...grantee } = body;
        const { relation, created } = await invitations.grant(caller, catalogId, grantee);
        reply.status(created ? 201 : 200);
        return relation;
      },
      accept: ({ caller, params, team }) => invitations.accept(caller, params.catalogId, params.emailRef, teamOf(team)),
      revoke: ({ caller, params, body }) => invitations.revoke(caller.id, params.catalogId, body),
      products: ({ caller, params, team }) => catalogProducts.list(caller.id, params.catalogId, teamOf(team)),
      setProducts: ({ caller, params, body }) => catalogProducts.replace(caller.id, params.catalogId, body.products),
      relateProducts: ({ caller, params, body }) => catalogProducts.relate(caller.id, params.catalogId, body.products),
    },
    { routeOptions },
  );
}
