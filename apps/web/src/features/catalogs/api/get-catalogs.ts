/** catalogs GET /catalogs (spec 2 section 7): the published public catalogs; core ones only for internal teams. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { catalogKeys } from './keys';

export const getCatalogs = (teamId: string) => api.call('catalogs.list', { team: teamId });

export const getCatalogsQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: catalogKeys.publicList(teamId), queryFn: () => getCatalogs(teamId) });
