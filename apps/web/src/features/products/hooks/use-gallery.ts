/** The gallery's cards for the current team: both product lists, merged and paged (utils/gallery-merge). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { GALLERY_PAGE_SIZE, GALLERY_PAGE_SIZE_XL } from '@dc/contracts';
import { useCurrentTeam } from '../../../shared/lib/current-team/current-team-context';
import { galleryRequest, getProductsQueryOptions, getTeamProductsQueryOptions } from '../api/get-products';
import { galleryPage, pageCount, type GalleryResult } from '../utils/gallery-merge';
import type { GalleryParams } from '../utils/gallery-params';

/** 6 cards per page, 8 on extra-large screens (spec 2 section 9). */
export function useGalleryPageSize(): number {
  const theme = useTheme();
  // Read at the first render (noSsr): a later switch from 6 to 8 would change the skeleton grid under the eye.
  return useMediaQuery(theme.breakpoints.up('xl'), { noSsr: true }) ? GALLERY_PAGE_SIZE_XL : GALLERY_PAGE_SIZE;
}

export function useGallery(params: GalleryParams) {
  const { currentTeam } = useCurrentTeam();
  const teamId = currentTeam?.uuid ?? '';
  const pageSize = useGalleryPageSize();
  const { span, request } = galleryRequest(params, pageSize);
  const visible = useQuery({
    ...getProductsQueryOptions(teamId, request),
    enabled: Boolean(teamId),
    placeholderData: keepPreviousData,
  });
  const team = useQuery({
    ...getTeamProductsQueryOptions(teamId, request),
    enabled: Boolean(teamId) && span.mode === 'merged',
    placeholderData: keepPreviousData,
  });
  const needsTeam = span.mode === 'merged';
  // Both lists must answer the same request: while one still shows the previous one (placeholder), the cards of
  // the last complete answer stay, rather than a mix of two requests.
  const current = (q: typeof visible) => q.data !== undefined && !q.isPlaceholderData;
  const ready = current(visible) && (!needsTeam || current(team));
  const last = useRef<GalleryResult | undefined>(undefined);
  if (ready) last.current = galleryPage(span, pageSize, params.sort, visible.data!, team.data);
  const result = last.current;
  return {
    result,
    pageSize,
    pages: result ? pageCount(result.total, pageSize) : 1,
    /** The cards answer the current search, filter, sort and page. */
    settled: ready,
    isPending: !result && !visible.isError && !team.isError,
    isFetching: visible.isFetching || team.isFetching,
    error: visible.error ?? (needsTeam ? team.error : null),
    refetch: () => {
      void visible.refetch();
      if (needsTeam) void team.refetch();
    },
  };
}
