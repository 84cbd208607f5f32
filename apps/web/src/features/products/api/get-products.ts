/**
 * products GET /products and GET /teams/{teamId}/products (spec 2 section 7 "Product service"): searched, filtered,
 * sorted and paged by the server; the gallery merges both (utils/gallery-merge).
 */
import { queryOptions } from '@tanstack/react-query';
import type { ProductType } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { galleryWindow } from '../utils/gallery-merge';
import type { GalleryParams, ProductSort } from '../utils/gallery-params';
import { productKeys } from './keys';
import { teamHeaders } from './team-headers';

export interface GalleryRequest {
  searchText?: string;
  types: ProductType[];
  sort: ProductSort;
  page: number;
  pageSize: number;
}

/** The window of both lists a gallery page shows (gallery-merge.ts) and the request that asks for it. */
export function galleryRequest(params: GalleryParams, pageSize: number) {
  const span = galleryWindow(params.page, pageSize);
  const request: GalleryRequest = {
    searchText: params.searchText || undefined,
    types: params.types,
    sort: params.sort,
    page: span.page,
    pageSize: span.pageSize,
  };
  return { span, request };
}

const query = (r: GalleryRequest) => ({
  searchText: r.searchText || undefined,
  type: r.types.join(','),
  sort: r.sort,
  page: r.page,
  pageSize: r.pageSize,
});

export const getProducts = (teamId: string, request: GalleryRequest) =>
  api.call('products.gallery', { team: teamId, query: query(request) });

export const getTeamProducts = (teamId: string, request: GalleryRequest) =>
  // The route reads the team from the path; the header is sent as before.
  api.call('products.teamGallery', { params: { teamId }, query: query(request), headers: teamHeaders(teamId) });

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
