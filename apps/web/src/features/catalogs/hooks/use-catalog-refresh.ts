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
