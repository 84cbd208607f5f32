/** catalogs GET /teams/{teamId}/catalogs (spec 2 section 7): the team's own catalogs and those shared with it. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { catalogHeaders } from './catalog-client';
import { catalogKeys } from './keys';

export const getTeamCatalogs = (teamId: string) =>
  api.call('catalogs.teamList', { params: { teamId }, headers: catalogHeaders(teamId) });

export const getTeamCatalogsQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: catalogKeys.teamList(teamId), queryFn: () => getTeamCatalogs(teamId) });
