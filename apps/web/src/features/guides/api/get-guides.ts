/** GET /api/guides/guides.json (spec 3 section 7.5): the guides the current team may read, in reading order. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GUIDES_TEAM_HEADER, guideListSchema, type GuidePage } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import { withCacheBust } from '../../../shared/lib/fetch-static-json';
import { guidesKeys, NO_TEAM } from './keys';

export const teamHeader = (teamId: string): Record<string, string> =>
  teamId === NO_TEAM ? {} : { [GUIDES_TEAM_HEADER]: teamId };

export const getGuides = async (teamId: string): Promise<GuidePage[]> =>
  guideListSchema.parse(await apiClient('guides').get(withCacheBust('/guides.json'), { headers: teamHeader(teamId) }));

export const getGuidesQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: guidesKeys.list(teamId), queryFn: () => getGuides(teamId), staleTime: 5 * 60_000 });

export const useGuides = (teamId: string) => useQuery(getGuidesQueryOptions(teamId));
