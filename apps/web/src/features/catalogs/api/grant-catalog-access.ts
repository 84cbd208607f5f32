/** catalogs POST /catalogs/{catalogId}/grant (spec 2 section 7): invites a team or a user; each gets an e-mail. */
import { useMutation } from '@tanstack/react-query';
import type { CatalogGrantBody } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { catalogHeaders } from './catalog-client';

export interface GrantRequest {
  teamId: string;
  catalogId: string;
  body: CatalogGrantBody;
}

export const grantCatalogAccess = ({ teamId, catalogId, body }: GrantRequest) =>
  api.call('catalogs.grant', { params: { catalogId }, body, headers: catalogHeaders(teamId) });

export const useGrantCatalogAccess = () => useMutation({ mutationFn: grantCatalogAccess });
