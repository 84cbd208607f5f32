/** Refetches what a catalog change touches: the gallery lists, the catalog and its products. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { catalogKeys } from '../api/keys';

export function useCatalogRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    (teamId: string, catalogId?: string) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.lists(teamId) }),
        catalogId && queryClient.invalidateQueries({ queryKey: catalogKeys.detail(teamId, catalogId) }),
        catalogId && queryClient.invalidateQueries({ queryKey: catalogKeys.products(teamId, catalogId) }),
      ]),
    [queryClient],
  );
}

/**
 * Drops a catalog's cached reads before leaving its editor: refetching them while the editor is open would remount it
 * (its key follows the catalog's version) and cancel the move, and the summary must not open on a stale '(Draft)'.
 */
export function useCatalogForget() {
  const queryClient = useQueryClient();
  return useCallback(
    (teamId: string, catalogId: string) => {
      queryClient.removeQueries({ queryKey: catalogKeys.detail(teamId, catalogId), exact: true });
      queryClient.removeQueries({ queryKey: catalogKeys.products(teamId, catalogId), exact: true });
    },
    [queryClient],
  );
}
