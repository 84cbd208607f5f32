/** GET /api/guides/guides.json (spec 3 section 7.5): the guides the current team may read, in reading order. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuidePage } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { guidesKeys, NO_TEAM } from './keys';

/** The team header is optional here: a user without a team reads the public guides. */
export const teamOf = (teamId: string): string | undefined => (teamId === NO_TEAM ? undefined : teamId);

// The timestamp query of .json and .html GETs (spec 3 section 7.6).
export const getGuides = (teamId: string): Promise<GuidePage[]> =>
  api.call('guides.list', { team: teamOf(teamId), query: { t: Date.now() } });

export const getGuidesQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: guidesKeys.list(teamId), queryFn: () => getGuides(teamId), staleTime: 5 * 60_000 });

export const useGuides = (teamId: string) => useQuery(getGuidesQueryOptions(teamId));
