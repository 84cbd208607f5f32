/** templates GET /?app_id=a,b (spec 3 section 7.3): the team's templates, optionally those of some applications. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateSummary } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { templateKeys } from './keys';

export async function getTemplates(teamId: string, appIds: readonly string[]): Promise<TemplateSummary[]> {
  const query = appIds.length > 0 ? { app_id: appIds.join(',') } : undefined;
  const res = await api.call('templates.list', { team: teamId, query });
  return res.templates ?? [];
}

export const getTemplatesQueryOptions = (teamId: string, appIds: readonly string[]) =>
  queryOptions({ queryKey: templateKeys.list(teamId, appIds), queryFn: () => getTemplates(teamId, appIds) });

export const useTemplates = (teamId: string, appIds: readonly string[]) =>
  useQuery(getTemplatesQueryOptions(teamId, appIds));
