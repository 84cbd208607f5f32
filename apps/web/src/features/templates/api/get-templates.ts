/** templates GET /?app_id=a,b (spec 3 section 7.3): the team's templates, optionally those of some applications. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateList, TemplateSummary } from '@dc/contracts';
import { templateKeys } from './keys';
import { templatesApi, withTeam } from './template-client';

export async function getTemplates(teamId: string, appIds: readonly string[]): Promise<TemplateSummary[]> {
  const query = appIds.length > 0 ? { app_id: appIds.join(',') } : undefined;
  const res = await templatesApi().get<TemplateList>('/', { ...withTeam(teamId), query });
  return res.templates ?? [];
}

export const getTemplatesQueryOptions = (teamId: string, appIds: readonly string[]) =>
  queryOptions({ queryKey: templateKeys.list(teamId, appIds), queryFn: () => getTemplates(teamId, appIds) });

export const useTemplates = (teamId: string, appIds: readonly string[]) =>
  useQuery(getTemplatesQueryOptions(teamId, appIds));
