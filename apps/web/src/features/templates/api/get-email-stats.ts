/** email GET /stats?template_id&duration (spec 3 section 7.4): the analytics of one template over a duration. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsDuration } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { templateKeys } from './keys';

export const getEmailStats = (teamId: string, templateId: string, duration: AnalyticsDuration) =>
  api.call('email.stats', { team: teamId, query: { template_id: templateId, duration } });

export const getEmailStatsQueryOptions = (teamId: string, templateId: string, duration: AnalyticsDuration) =>
  queryOptions({
    queryKey: templateKeys.stats(teamId, templateId, duration),
    queryFn: () => getEmailStats(teamId, templateId, duration),
  });

export const useEmailStats = (teamId: string, templateId: string, duration: AnalyticsDuration) =>
  useQuery({ ...getEmailStatsQueryOptions(teamId, templateId, duration), placeholderData: keepPreviousData });
