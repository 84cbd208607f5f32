/** templates GET /{id}/preview?locale (contracts templates.ts): the e-mail as a recipient sees it. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplatePreview } from '@dc/contracts';
import { templateKeys } from './keys';
import { templatePath, templatesApi, withTeam } from './template-client';

export const getTemplatePreview = (teamId: string, templateId: string, locale: string) =>
  templatesApi().get<TemplatePreview>(`${templatePath(templateId)}/preview`, {
    ...withTeam(teamId),
    query: { locale },
  });

export const getTemplatePreviewQueryOptions = (teamId: string, templateId: string, locale: string) =>
  queryOptions({
    queryKey: templateKeys.preview(teamId, templateId, locale),
    queryFn: () => getTemplatePreview(teamId, templateId, locale),
    // The preview follows every save: never serve an old rendering first.
    staleTime: 0,
    gcTime: 0,
  });

export const useTemplatePreview = (teamId: string, templateId: string, locale: string) =>
  useQuery(getTemplatePreviewQueryOptions(teamId, templateId, locale));
