/** GET /url.json: the link list (spec 1 sections 3 and 7.6) of the landing footer and the shell footer. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LinkEntry } from '@dc/contracts';
import { href, paths } from '../../config/paths';
import { fetchStaticJson } from '../fetch-static-json';

export const LINKS_URL = '/url.json';
export const linkKeys = { all: ['url-links'] as const };

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
  queryOptions({ queryKey: linkKeys.all, queryFn: getLinks, staleTime: Infinity });

export const useLinks = () => useQuery(getLinksQueryOptions());

export interface LinkTarget {
  href: string;
  external: boolean;
}

/** A value starting with http is external; a path stays in the console; anything else names a guide file. */
export function linkTarget(entry: LinkEntry): LinkTarget {
  const value = entry.value.trim();
  if (/^https?:\/\//i.test(value)) return { href: value, external: true };
  if (value.startsWith('/')) return { href: value, external: false };
  return { href: href(paths.guide, { fileName: value }), external: false };
}

export const findLink = (entries: LinkEntry[] | undefined, key: string): LinkEntry | undefined =>
  entries?.find((e) => e.key.toLowerCase() === key.toLowerCase());
