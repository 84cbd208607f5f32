/** catalogs GET /catalogs/{catalogId}/products (spec 2 section 7): in catalog order (order = list position). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { catalogKeys } from './keys';

export const getCatalogProducts = (teamId: string, catalogId: string) =>
  api.call('catalogs.products', { team: teamId, params: { catalogId } });

export const getCatalogProductsQueryOptions = (teamId: string, catalogId: string) =>
  queryOptions({
    queryKey: catalogKeys.products(teamId, catalogId),
    queryFn: () => getCatalogProducts(teamId, catalogId),
  });

export const useCatalogProducts = (teamId: string | undefined, catalogId: string | undefined) =>
  useQuery({ ...getCatalogProductsQueryOptions(teamId ?? '', catalogId ?? ''), enabled: !!teamId && !!catalogId });
