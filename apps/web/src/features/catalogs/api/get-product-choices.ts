/**
 * products GET /products (spec 2 section 7 "Product service"): the products a team may put in its catalog, found by
 * search. The catalog service accepts only PUBLIC products or the owning team's own, so the others are left out.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOG_TEAM_HEADER, PRODUCT_MAX_PAGE_SIZE, type Product, type ProductPage } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import { catalogKeys } from './keys';

export async function getProductChoices(teamId: string, searchText: string): Promise<Product[]> {
  const page = await apiClient('products').get<ProductPage>('/products', {
    headers: { [CATALOG_TEAM_HEADER]: teamId },
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
