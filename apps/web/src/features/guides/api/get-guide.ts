/** GET /api/guides/{fileName}.html (spec 3 section 7.5): one guide as sanitized HTML; 404 for an unknown file. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { teamOf } from './get-guides';
import { guidesKeys } from './keys';

export const getGuide = (teamId: string, file: string): Promise<string> =>
  api.call('guides.page', {
    team: teamOf(teamId),
    params: { page: `${file}.html` },
    query: { t: Date.now() },
    headers: { Accept: 'text/html' },
  });

export const getGuideQueryOptions = (teamId: string, file: string) =>
  queryOptions({
    queryKey: guidesKeys.guide(teamId, file),
    queryFn: () => getGuide(teamId, file),
    staleTime: 5 * 60_000,
  });

export const useGuide = (teamId: string, file: string | undefined) =>
  useQuery({ ...getGuideQueryOptions(teamId, file ?? ''), enabled: Boolean(file) });
