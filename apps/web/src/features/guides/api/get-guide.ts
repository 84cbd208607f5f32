/** GET /api/guides/{fileName}.html (spec 3 section 7.5): one guide as sanitized HTML; 404 for an unknown file. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { guideHtmlPath } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import { withCacheBust } from '../../../shared/lib/fetch-static-json';
import { teamHeader } from './get-guides';
import { guidesKeys } from './keys';

export const getGuide = (teamId: string, file: string): Promise<string> =>
  apiClient('guides').get<string>(withCacheBust(guideHtmlPath(encodeURIComponent(file))), {
    headers: { ...teamHeader(teamId), Accept: 'text/html' },
  });

export const getGuideQueryOptions = (teamId: string, file: string) =>
  queryOptions({
    queryKey: guidesKeys.guide(teamId, file),
    queryFn: () => getGuide(teamId, file),
    staleTime: 5 * 60_000,
  });

export const useGuide = (teamId: string, file: string | undefined) =>
  useQuery({ ...getGuideQueryOptions(teamId, file ?? ''), enabled: Boolean(file) });
