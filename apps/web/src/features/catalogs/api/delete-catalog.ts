/** catalogs DELETE /catalogs/{catalogId} (spec 2 section 7): custom, owned and empty catalogs only (CT1009). */
import { useMutation } from '@tanstack/react-query';
import { CATALOG_ROUTES, catalogPath } from '@dc/contracts';
import { catalogApi, catalogHeaders } from './catalog-client';

export const deleteCatalog = ({ teamId, catalogId }: { teamId: string; catalogId: string }) =>
  catalogApi().delete<void>(catalogPath(CATALOG_ROUTES.remove.path, { catalogId }), {
    headers: catalogHeaders(teamId),
  });

export const useDeleteCatalog = () => useMutation({ mutationFn: deleteCatalog });
