/** templates GET /{id}?include_mail_content=true (spec 3 section 7.3): the template with every locale's content. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { templateKeys } from './keys';

export const getTemplate = (teamId: string, templateId: string) =>
  api.call('templates.get', {
    team: teamId,
    params: { id: templateId },
    query: { include_mail_content: 'true' },
  });

export const getTemplateQueryOptions = (teamId: string, templateId: string) =>
  queryOptions({
    queryKey: templateKeys.detail(teamId, templateId),
    queryFn: () => getTemplate(teamId, templateId),
  });

export const useTemplate = (teamId: string, templateId: string | undefined) =>
  useQuery({ ...getTemplateQueryOptions(teamId, templateId ?? ''), enabled: !!templateId });
