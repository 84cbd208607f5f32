/** GET /assets/terms.html: the agreement text (spec 1 sections 2.5 and 7.6), with the cache-busting timestamp. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { StaticFileError, withCacheBust } from '../../../shared/lib/fetch-static-json';
import { sanitizeHtml } from '../utils/sanitize-html';
import { legalTermsKeys } from './keys';

export const TERMS_URL = '/assets/terms.html';

export async function getTerms(): Promise<string> {
  const res = await fetch(withCacheBust(TERMS_URL), { headers: { Accept: 'text/html' } });
  if (!res.ok) throw new StaticFileError(TERMS_URL, res.status);
  return sanitizeHtml(await res.text());
}

export const getTermsQueryOptions = () =>
  queryOptions({ queryKey: legalTermsKeys.terms, queryFn: getTerms, staleTime: Infinity });

export const useTerms = (enabled: boolean) => useQuery({ ...getTermsQueryOptions(), enabled });
