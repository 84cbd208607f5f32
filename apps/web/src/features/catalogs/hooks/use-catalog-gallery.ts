/**
 * The gallery's catalogs (spec 2 section 2.10): the public list and the current team's list, merged unique by id and
 * sorted by status; one state for both.
 */
import { useQueries } from '@tanstack/react-query';
import type { Catalog } from '@dc/contracts';
import { getCatalogsQueryOptions } from '../api/get-catalogs';
import { getTeamCatalogsQueryOptions } from '../api/get-team-catalogs';
import { galleryCatalogs } from '../utils/gallery-tabs';

export interface CatalogGallery {
  catalogs?: Catalog[];
  error: unknown;
  isFetching: boolean;
  refetch(): void;
}

export function useCatalogGallery(teamId: string): CatalogGallery {
  return useQueries({
    queries: [getCatalogsQueryOptions(teamId), getTeamCatalogsQueryOptions(teamId)],
    combine: ([publicList, teamList]) => ({
      catalogs:
        publicList.data && teamList.data ? galleryCatalogs(publicList.data.items, teamList.data.items) : undefined,
      error: publicList.error ?? teamList.error,
      isFetching: publicList.isFetching || teamList.isFetching,
      refetch: () => {
        void publicList.refetch();
        void teamList.refetch();
      },
    }),
  });
}
