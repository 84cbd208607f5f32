/** catalogs GET /catalogs/{catalogId} (spec 2 section 7): one catalog as the current team sees it. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOG_ROUTES, catalogPath, type Catalog } from '@dc/contracts';
import { catalogApi, catalogHeaders } from './catalog-client';
import { catalogKeys } from './keys';

export const getCatalog = (teamId: string, catalogId: string) =>
  catalogApi().get<Catalog>(catalogPath(CATALOG_ROUTES.get.path, { catalogId }), { headers: catalogHeaders(teamId) });

export const getCatalogQueryOptions = (teamId: string, catalogId: string) =>
  queryOptions({ queryKey: catalogKeys.detail(teamId, catalogId), queryFn: () => getCatalog(teamId, catalogId) });

export const useCatalog = (teamId: string | undefined, catalogId: string | undefined) =>
  useQuery({ ...getCatalogQueryOptions(teamId ?? '', catalogId ?? ''), enabled: !!teamId && !!catalogId });
