/**
 * products GET /products and GET /teams/{teamId}/products (spec 2 section 7 "Product service"): searched, filtered,
 * sorted and paged by the server; the gallery merges both (utils/gallery-merge).
 */
import { queryOptions } from '@tanstack/react-query';
import type { ProductPage, ProductType } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import type { ProductSort } from '../utils/gallery-params';
import { productKeys } from './keys';
import { teamHeaders } from './team-headers';

export interface GalleryRequest {
  searchText?: string;
  types: ProductType[];
  sort: ProductSort;
  page: number;
  pageSize: number;
}

const query = (r: GalleryRequest) => ({
  searchText: r.searchText || undefined,
  type: r.types.join(','),
  sort: r.sort,
  page: r.page,
  pageSize: r.pageSize,
});

export const getProducts = (teamId: string, request: GalleryRequest) =>
  apiClient('products').get<ProductPage>('/products', { headers: teamHeaders(teamId), query: query(request) });

export const getTeamProducts = (teamId: string, request: GalleryRequest) =>
  apiClient('products').get<ProductPage>(`/teams/${encodeURIComponent(teamId)}/products`, {
    headers: teamHeaders(teamId),
    query: query(request),
  });

export const getProductsQueryOptions = (teamId: string, request: GalleryRequest) =>
  queryOptions({
    queryKey: productKeys.gallery(teamId, 'visible', request),
    queryFn: () => getProducts(teamId, request),
  });

export const getTeamProductsQueryOptions = (teamId: string, request: GalleryRequest) =>
  queryOptions({
    queryKey: productKeys.gallery(teamId, 'team', request),
    queryFn: () => getTeamProducts(teamId, request),
  });
