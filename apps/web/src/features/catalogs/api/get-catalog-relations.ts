/** catalogs GET /catalogs/{catalogId}/relations (spec 2 section 7): the access entries (members of the owner). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { catalogHeaders } from './catalog-client';
import { catalogKeys } from './keys';

export const getCatalogRelations = (teamId: string, catalogId: string) =>
  api.call('catalogs.relations', { params: { catalogId }, headers: catalogHeaders(teamId) });

export const getCatalogRelationsQueryOptions = (teamId: string, catalogId: string) =>
  queryOptions({ queryKey: catalogKeys.relations(catalogId), queryFn: () => getCatalogRelations(teamId, catalogId) });

export const useCatalogRelations = (teamId: string, catalogId: string) =>
  useQuery(getCatalogRelationsQueryOptions(teamId, catalogId));
