/** A catalog's shown name: its display name (else its name), with the '(Draft)' suffix while unpublished. */
import type { Catalog } from '@dc/contracts';

type Translate = (key: 'draftName', options: { name: string }) => string;

export function catalogTitle(t: Translate, c: Pick<Catalog, 'displayName' | 'name' | 'status'>): string {
  const name = c.displayName || c.name;
  return c.status === 'unpublished' ? t('draftName', { name }) : name;
}
