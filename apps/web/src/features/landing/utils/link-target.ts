/** A link entry's value starting with http is external; otherwise it names a guide file (spec 1 section 3). */
import type { LinkEntry } from '@dc/contracts';
import { href, paths } from '../../../shared/config/paths';

export interface LinkTarget {
  href: string;
  external: boolean;
}

export function linkTarget(entry: LinkEntry): LinkTarget {
  const value = entry.value.trim();
  if (/^https?:\/\//i.test(value)) return { href: value, external: true };
  return { href: href(paths.guide, { fileName: value }), external: false };
}

export const findLink = (entries: LinkEntry[] | undefined, key: string): LinkEntry | undefined =>
  entries?.find((e) => e.key.toLowerCase() === key.toLowerCase());
