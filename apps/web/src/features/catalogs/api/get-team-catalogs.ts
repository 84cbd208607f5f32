/** catalogs GET /teams/{teamId}/catalogs (spec 2 section 7): the team's own catalogs and those shared with it. */
import { queryOptions } from '@tanstack/react-query';
import { CATALOG_ROUTES, catalogPath, type CatalogList } from '@dc/contracts';
import { catalogApi, catalogHeaders } from './catalog-client';
import { catalogKeys } from './keys';

export const getTeamCatalogs = (teamId: string) =>
  catalogApi().get<CatalogList>(catalogPath(CATALOG_ROUTES.teamList.path, { teamId }), {
    headers: catalogHeaders(teamId),
  });

export const getTeamCatalogsQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: catalogKeys.teamList(teamId), queryFn: () => getTeamCatalogs(teamId) });
