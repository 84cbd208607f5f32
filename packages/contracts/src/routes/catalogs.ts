/** apps/server/src/modules/catalogs: catalogs, their relations and products (CATALOG_ROUTES). */
import {
  CATALOGS_PREFIX,
  CATALOG_ROUTES,
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
} from '../catalogs.js';
import { fromRoutes, moduleRoutes } from './types.js';

const one = { params: catalogParams } as const;

export const CATALOGS_HTTP_ROUTES = moduleRoutes(
  'catalogs',
  CATALOGS_PREFIX,
  fromRoutes(CATALOG_ROUTES, {
    list: { teamHeader: true },
    teamList: { params: teamCatalogsParams },
    get: { ...one, teamHeader: true },
    teamGet: { params: teamCatalogParams },
    create: { body: createCatalogBody },
    update: { ...one, body: updateCatalogBody },
    remove: one,
    relations: one,
    grant: { ...one, body: catalogGrantBody },
    permission: { body: catalogPermissionBody },
    accept: { params: catalogAcceptParams, teamHeader: true },
    revoke: { ...one, body: catalogRevokeBody },
    products: { ...one, teamHeader: true },
    setProducts: { ...one, body: catalogProductsBody },
    relateProducts: { ...one, body: catalogProductsBody },
  }),
);
