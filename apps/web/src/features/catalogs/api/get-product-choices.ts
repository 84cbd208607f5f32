/**
 * products GET /products (spec 2 section 7 "Product service"): the products a team may put in its catalog, found by
 * search. The catalog service accepts only PUBLIC products or the owning team's own, so the others are left out.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCT_MAX_PAGE_SIZE, type Product } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { catalogKeys } from './keys';

export async function getProductChoices(teamId: string, searchText: string): Promise<Product[]> {
  const page = await api.call('products.gallery', {
    team: teamId,
    query: { searchText: searchText || undefined, sort: 'asc', page: 1, pageSize: PRODUCT_MAX_PAGE_SIZE },
  });
  return page.items.filter((p) => p.visibility === 'PUBLIC' || p.ownerTeamId === teamId);
}

export const getProductChoicesQueryOptions = (teamId: string, searchText: string) =>
  queryOptions({
    queryKey: catalogKeys.productChoices(teamId, searchText),
    queryFn: () => getProductChoices(teamId, searchText),
  });

export const useProductChoices = (teamId: string, searchText: string) =>
  useQuery({ ...getProductChoicesQueryOptions(teamId, searchText), placeholderData: keepPreviousData });
