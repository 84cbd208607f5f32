/**
 * GET /specs/linter/{referenceId}: polled every 2000 ms while QUEUED or RUNNING, at most 20 times after the first
 * answer (spec 3 sections 4 and 9); pollsFrom lets "Check again" start a new round.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { LINTER_POLL_INTERVAL_MS, LINTER_POLL_RETRIES, isLintFinished, type LintJob } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { linterKeys } from './keys';

export const getLintJob = (teamId: string, referenceId: string): Promise<LintJob> =>
  api.call('linter.job', { team: teamId, params: { referenceId } });

/** Answers counted so far in this round of polling (the first answer plus up to 20 retries). */
export const pollsUsed = (dataUpdateCount: number, pollsFrom: number) => dataUpdateCount - pollsFrom;

export const getLintJobQueryOptions = (teamId: string, referenceId: string, pollsFrom: number) =>
  queryOptions({
    queryKey: linterKeys.job(teamId, referenceId),
    queryFn: () => getLintJob(teamId, referenceId),
    staleTime: 0,
    refetchInterval: (query) => {
      const job = query.state.data;
      if (!job || isLintFinished(job.status)) return false;
      return pollsUsed(query.state.dataUpdateCount, pollsFrom) > LINTER_POLL_RETRIES ? false : LINTER_POLL_INTERVAL_MS;
    },
  });

/** The job query, and how many answers it has had (every answer re-renders, so this stays current). */
export function useLintJob(teamId: string | undefined, referenceId: string | undefined, pollsFrom: number) {
  const queryClient = useQueryClient();
  const options = getLintJobQueryOptions(teamId ?? '', referenceId ?? '', pollsFrom);
  const query = useQuery({ ...options, enabled: Boolean(teamId && referenceId) });
  // Read so that every answer re-renders: structural sharing keeps `data` identical while a job stays RUNNING.
  void query.dataUpdatedAt;
  const answers = queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  return { query, answers };
}
