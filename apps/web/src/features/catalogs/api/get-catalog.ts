/** catalogs GET /catalogs/{catalogId} (spec 2 section 7): one catalog as the current team sees it. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { catalogKeys } from './keys';

export const getCatalog = (teamId: string, catalogId: string) =>
  api.call('catalogs.get', { team: teamId, params: { catalogId } });

export const getCatalogQueryOptions = (teamId: string, catalogId: string) =>
  queryOptions({ queryKey: catalogKeys.detail(teamId, catalogId), queryFn: () => getCatalog(teamId, catalogId) });

export const useCatalog = (teamId: string | undefined, catalogId: string | undefined) =>
  useQuery({ ...getCatalogQueryOptions(teamId ?? '', catalogId ?? ''), enabled: !!teamId && !!catalogId });
