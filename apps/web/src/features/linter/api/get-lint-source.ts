/** GET /specs/linter/{referenceId}/source: the uploaded file as text, for the source view after a reload. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { linterKeys } from './keys';

export const getLintSource = (teamId: string, referenceId: string): Promise<string> =>
  api.call('linter.source', { team: teamId, params: { referenceId }, headers: { Accept: 'text/plain' } });

export const getLintSourceQueryOptions = (teamId: string, referenceId: string) =>
  queryOptions({
    queryKey: linterKeys.source(teamId, referenceId),
    queryFn: () => getLintSource(teamId, referenceId),
    staleTime: Infinity,
  });

export const useLintSource = (teamId: string, referenceId: string, enabled: boolean) =>
  useQuery({ ...getLintSourceQueryOptions(teamId, referenceId), enabled });
