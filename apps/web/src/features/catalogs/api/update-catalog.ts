/** catalogs PUT /catalogs/{catalogId} (spec 2 section 7): fields left out keep their value. */
import { CATALOG_ROUTES, catalogPath, type Catalog, type UpdateCatalogBody } from '@dc/contracts';
import { catalogApi, catalogHeaders } from './catalog-client';

export const updateCatalog = (teamId: string, catalogId: string, body: UpdateCatalogBody) =>
  catalogApi().put<Catalog>(catalogPath(CATALOG_ROUTES.update.path, { catalogId }), body, {
    headers: catalogHeaders(teamId),
  });
