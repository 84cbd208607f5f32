/** catalogs PUT /catalogs/{catalogId}/products (spec 2 section 7): replaces the list; the order is the position. */
import { CATALOG_ROUTES, catalogPath, type CatalogProductList } from '@dc/contracts';
import { catalogApi, catalogHeaders } from './catalog-client';

export const setCatalogProducts = (teamId: string, catalogId: string, products: string[]) =>
  catalogApi().put<CatalogProductList>(
    catalogPath(CATALOG_ROUTES.setProducts.path, { catalogId }),
    { products },
    { headers: catalogHeaders(teamId) },
  );
