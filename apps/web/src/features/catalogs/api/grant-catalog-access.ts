/** catalogs POST /catalogs/{catalogId}/grant (spec 2 section 7): invites a team or a user; each gets an e-mail. */
import { useMutation } from '@tanstack/react-query';
import { CATALOG_ROUTES, catalogPath, type CatalogGrantBody, type CatalogRelation } from '@dc/contracts';
import { catalogApi, catalogHeaders } from './catalog-client';

export interface GrantRequest {
  teamId: string;
  catalogId: string;
  body: CatalogGrantBody;
}

export const grantCatalogAccess = ({ teamId, catalogId, body }: GrantRequest) =>
  catalogApi().post<CatalogRelation>(catalogPath(CATALOG_ROUTES.grant.path, { catalogId }), body, {
    headers: catalogHeaders(teamId),
  });

export const useGrantCatalogAccess = () => useMutation({ mutationFn: grantCatalogAccess });
