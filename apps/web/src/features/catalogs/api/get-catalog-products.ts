/** catalogs GET /catalogs/{catalogId}/products (spec 2 section 7): in catalog order (order = list position). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOG_ROUTES, catalogPath, type CatalogProductList } from '@dc/contracts';
import { catalogApi, catalogHeaders } from './catalog-client';
import { catalogKeys } from './keys';

export const getCatalogProducts = (teamId: string, catalogId: string) =>
  catalogApi().get<CatalogProductList>(catalogPath(CATALOG_ROUTES.products.path, { catalogId }), {
    headers: catalogHeaders(teamId),
  });

export const getCatalogProductsQueryOptions = (teamId: string, catalogId: string) =>
  queryOptions({
    queryKey: catalogKeys.products(teamId, catalogId),
    queryFn: () => getCatalogProducts(teamId, catalogId),
  });

export const useCatalogProducts = (teamId: string | undefined, catalogId: string | undefined) =>
  useQuery({ ...getCatalogProductsQueryOptions(teamId ?? '', catalogId ?? ''), enabled: !!teamId && !!catalogId });
