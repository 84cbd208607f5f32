/**
 * GET /teams/{teamId}/products?type (products client): the products the team owns, to choose one for a new
 * version. Shared products are listed by that call too, but only the owner may add versions (AZ1002).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCT_MAX_PAGE_SIZE, PRODUCT_TEAM_HEADER, type ProductType } from '@dc/contracts';
import { api } from '../../../../shared/lib/api-call';
import { publishKeys } from './keys';

export const getOwnProducts = async (teamId: string, type: ProductType) => {
  const page = await api.call('products.teamGallery', {
    params: { teamId },
    query: { type, sort: 'asc', pageSize: PRODUCT_MAX_PAGE_SIZE },
    headers: { [PRODUCT_TEAM_HEADER]: teamId },
  });
  return page.items.filter((p) => p.relationship === 'owner');
};

export const getOwnProductsQueryOptions = (teamId: string, type: ProductType) =>
  queryOptions({
    queryKey: publishKeys.ownProducts(teamId, type),
    queryFn: () => getOwnProducts(teamId, type),
  });

export const useOwnProducts = (teamId: string, type: ProductType, enabled: boolean) =>
  useQuery({ ...getOwnProductsQueryOptions(teamId, type), enabled });
