/** catalogs DELETE /catalogs/{catalogId} (spec 2 section 7): custom, owned and empty catalogs only (CT1009). */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { catalogHeaders } from './catalog-client';

export const deleteCatalog = ({ teamId, catalogId }: { teamId: string; catalogId: string }) =>
  api.call('catalogs.remove', { params: { catalogId }, headers: catalogHeaders(teamId) });

export const useDeleteCatalog = () => useMutation({ mutationFn: deleteCatalog });
