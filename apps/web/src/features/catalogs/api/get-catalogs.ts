/** catalogs GET /catalogs (spec 2 section 7): the published public catalogs; core ones only for internal teams. */
import { queryOptions } from '@tanstack/react-query';
import { CATALOG_ROUTES, type CatalogList } from '@dc/contracts';
import { catalogApi, catalogHeaders } from './catalog-client';
import { catalogKeys } from './keys';

export const getCatalogs = (teamId: string) =>
  catalogApi().get<CatalogList>(CATALOG_ROUTES.list.path, { headers: catalogHeaders(teamId) });

export const getCatalogsQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: catalogKeys.publicList(teamId), queryFn: () => getCatalogs(teamId) });
