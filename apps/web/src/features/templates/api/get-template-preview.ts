/** templates GET /{id}/preview?locale (contracts templates.ts): the e-mail as a recipient sees it. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateLocale } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { templateKeys } from './keys';

export const getTemplatePreview = (teamId: string, templateId: string, locale: TemplateLocale) =>
  api.call('templates.preview', { team: teamId, params: { id: templateId }, query: { locale } });

export const getTemplatePreviewQueryOptions = (teamId: string, templateId: string, locale: TemplateLocale) =>
  queryOptions({
    queryKey: templateKeys.preview(teamId, templateId, locale),
    queryFn: () => getTemplatePreview(teamId, templateId, locale),
    // The preview follows every save: never serve an old rendering first.
    staleTime: 0,
    gcTime: 0,
  });

export const useTemplatePreview = (teamId: string, templateId: string, locale: TemplateLocale) =>
  useQuery(getTemplatePreviewQueryOptions(teamId, templateId, locale));
