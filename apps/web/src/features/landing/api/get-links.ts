/** GET /url.json: the help, program and services links of the landing footer (spec 1 section 7.6). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LinkEntry } from '@dc/contracts';
import { fetchStaticJson } from '../../../shared/lib/fetch-static-json';
import { landingKeys } from './keys';

export const LINKS_URL = '/url.json';

const isLinkEntry = (v: unknown): v is LinkEntry =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as LinkEntry).key === 'string' &&
  typeof (v as LinkEntry).value === 'string';

/** Entries of another shape are skipped (checked by hand: the landing page loads without zod). */
export async function getLinks(): Promise<LinkEntry[]> {
  const raw = await fetchStaticJson<unknown>(LINKS_URL);
  return Array.isArray(raw) ? raw.filter(isLinkEntry) : [];
}

export const getLinksQueryOptions = () =>
  queryOptions({ queryKey: landingKeys.links, queryFn: getLinks, staleTime: Infinity });

export const useLinks = () => useQuery(getLinksQueryOptions());
