/** apps/server/src/modules/catalogs: catalogs, their relations and products (CATALOG_ROUTES). */
import {
  CATALOGS_PREFIX,
  CATALOG_ROUTES,
  catalogAcceptParams,
  catalogAcceptSchema,
  catalogGrantBody,
  catalogListSchema,
  catalogParams,
  catalogPermissionBody,
  catalogProductListSchema,
  catalogProductsBody,
  catalogRelationListSchema,
  catalogRelationSchema,
  catalogRevokeBody,
  catalogSchema,
  createCatalogBody,
  teamCatalogParams,
  teamCatalogsParams,
  updateCatalogBody,
} from '../catalogs.js';
import { fromRoutes, moduleRoutes } from './types.js';

/**
 * Path ids that are not ids answer 404 CT1008 and invalid bodies 400 CT1002/CT1003 (the module validates them
 * before the registrar, see catalogs.routes.ts); a catalog the caller may not see is 404 as well.
 */
const one = { params: catalogParams, errors: [404] } as const;
const catalog = { 200: catalogSchema } as const;
const products = { 200: catalogProductListSchema } as const;
/** A new invitation answers 201, inviting again the same grantee 200 with the existing relation. */
const invited = { 200: catalogRelationSchema, 201: catalogRelationSchema } as const;
const noContent = { 204: null } as const;

export const CATALOGS_HTTP_ROUTES = moduleRoutes(
  'catalogs',
  CATALOGS_PREFIX,
  fromRoutes(CATALOG_ROUTES, {
    list: { teamHeader: true, responses: { 200: catalogListSchema } },
    teamList: { params: teamCatalogsParams, errors: [404], responses: { 200: catalogListSchema } },
    get: { ...one, teamHeader: true, responses: catalog },
    teamGet: { params: teamCatalogParams, errors: [404], responses: catalog },
    create: { body: createCatalogBody, errors: [404, 409], responses: { 201: catalogSchema } },
    update: { ...one, body: updateCatalogBody, errors: [404, 409], responses: catalog },
    remove: { ...one, errors: [404, 409], responses: noContent },
    relations: { ...one, responses: { 200: catalogRelationListSchema } },
    grant: { ...one, body: catalogGrantBody, errors: [404, 409], responses: invited },
    permission: { body: catalogPermissionBody, errors: [404, 409], responses: invited },
    // Without a team_uuid header the invitation is accepted for the user's first team.
    accept: {
      params: catalogAcceptParams,
      teamHeader: 'optional',
      errors: [404, 409],
      responses: { 200: catalogAcceptSchema },
    },
    revoke: { ...one, body: catalogRevokeBody, responses: noContent },
    products: { ...one, teamHeader: true, responses: products },
    setProducts: { ...one, body: catalogProductsBody, responses: products },
    relateProducts: { ...one, body: catalogProductsBody, responses: products },
  }),
);
