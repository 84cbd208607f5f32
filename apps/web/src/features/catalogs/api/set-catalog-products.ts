/** catalogs PUT /catalogs/{catalogId}/products (spec 2 section 7): replaces the list; the order is the position. */
import { api } from '../../../shared/lib/api-call';
import { catalogHeaders } from './catalog-client';

export const setCatalogProducts = (teamId: string, catalogId: string, products: string[]) =>
  api.call('catalogs.setProducts', { params: { catalogId }, body: { products }, headers: catalogHeaders(teamId) });
