/**
 * documents GET /{type}/{documentId}/introduction.html (spec 2 section 7 "Documents"): the rendered introduction,
 * fetched with the bearer token (the page is protected, so no iframe points at it) and sanitized again here. A
 * product without an introduction answers 204 (not 404: nothing failed).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { INTRODUCTION, type DocumentType } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { documentBody } from '../utils/document-body';
import { productKeys } from './keys';

/** The introduction's body, or null when the product has none yet (204). */
export const getIntroductionHtml = async (teamId: string, type: DocumentType, documentId: string) => {
  const html = await api.call('documents.html', {
    team: teamId,
    params: { type, documentId, page: `${INTRODUCTION}.html` },
    headers: { Accept: 'text/html' },
  });
  // 204 (no introduction yet): the typed answer of that status is undefined.
  return html === undefined ? null : documentBody(html);
};

export const getIntroductionHtmlQueryOptions = (teamId: string, type: DocumentType, documentId: string) =>
  queryOptions({
    queryKey: productKeys.documentHtml(teamId, type, documentId),
    queryFn: () => getIntroductionHtml(teamId, type, documentId),
  });

export const useIntroductionHtml = (teamId: string | undefined, type: DocumentType, documentId: string) =>
  useQuery({ ...getIntroductionHtmlQueryOptions(teamId ?? '', type, documentId), enabled: Boolean(teamId) });
