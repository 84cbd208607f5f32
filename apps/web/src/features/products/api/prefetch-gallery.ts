/**
 * Starts a gallery page's two product lists before the page renders (issue 18): the route knows the team, the URL
 * and the cards a page before the shell has drawn, and the page then finds the answers in the cache (or on the
 * way) under the keys it asks for (use-gallery.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { readGalleryParams } from '../utils/gallery-params';
import { galleryRequest, getProductsQueryOptions, getTeamProductsQueryOptions } from './get-products';

export function prefetchGallery(client: QueryClient, teamId: string, search: URLSearchParams, pageSize: number) {
  const { span, request } = galleryRequest(readGalleryParams(search), pageSize);
  void client.prefetchQuery(getProductsQueryOptions(teamId, request));
  if (span.mode === 'merged') void client.prefetchQuery(getTeamProductsQueryOptions(teamId, request));
}
