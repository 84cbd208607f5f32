/** GET /url.json: the help, program and services links of the landing footer (spec 1 section 7.6). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { linkListSchema, type LinkEntry } from '@dc/contracts';
import { fetchStaticJson } from '../../../shared/lib/fetch-static-json';
import { landingKeys } from './keys';

export const LINKS_URL = '/url.json';

export async function getLinks(): Promise<LinkEntry[]> {
  return linkListSchema.parse(await fetchStaticJson(LINKS_URL));
}

export const getLinksQueryOptions = () =>
  queryOptions({ queryKey: landingKeys.links, queryFn: getLinks, staleTime: Infinity });

export const useLinks = () => useQuery(getLinksQueryOptions());
