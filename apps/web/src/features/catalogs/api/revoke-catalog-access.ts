/** catalogs POST /catalogs/{catalogId}/revoke (spec 2 section 7): an address goes URL-encoded, as the spec says. */
import { useMutation } from '@tanstack/react-query';
import type { CatalogRevokeBody } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { catalogHeaders } from './catalog-client';

export interface RevokeRequest {
  teamId: string;
  catalogId: string;
  body: CatalogRevokeBody;
}

export const revokeCatalogAccess = ({ teamId, catalogId, body }: RevokeRequest) =>
  api.call('catalogs.revoke', {
    params: { catalogId },
    body: body.type === 'user' ? { ...body, email: encodeURIComponent(String(body.email)) } : body,
    headers: catalogHeaders(teamId),
  });

export const useRevokeCatalogAccess = () => useMutation({ mutationFn: revokeCatalogAccess });
