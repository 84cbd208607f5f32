/** Query keys of the products area; every read names the team it was asked for (the team_uuid header). */
import type { GalleryRequest } from './get-products';

export const productKeys = {
  all: ['products'] as const,
  gallery: (teamId: string, scope: 'visible' | 'team', request: GalleryRequest) =>
    [...productKeys.all, 'gallery', teamId, scope, request] as const,
  api: (teamId: string, apiId: string) => [...productKeys.all, 'api', teamId, apiId] as const,
  check: (teamId: string, productId: string, action: string) =>
    [...productKeys.all, 'check', teamId, productId, action] as const,
  event: (teamId: string, eventMetadataId: string) => [...productKeys.all, 'event', teamId, eventMetadataId] as const,
  asyncapi: (teamId: string, namespace: string, eventName: string, version: string, environment?: string) =>
    [...productKeys.all, 'asyncapi', teamId, namespace, eventName, version, environment ?? ''] as const,
  documentHtml: (teamId: string, type: string, documentId: string) =>
    [...productKeys.all, 'document-html', teamId, type, documentId] as const,
};
