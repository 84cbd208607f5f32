/**
 * The writes a save of an existing catalog needs, in order (spec 2 sections 4, 5). The server checks the publish
 * rule against the products it holds, so they go first when the catalog is (to be) published; when it is to be
 * unpublished its status goes first, so that its last product may then be taken out.
 */
import type { CatalogStatus } from '@dc/contracts';

export type SaveStep = 'products' | 'catalog';

export function saveSteps(nextStatus: CatalogStatus, productsChanged: boolean): SaveStep[] {
  if (!productsChanged) return ['catalog'];
  return nextStatus === 'published' ? ['products', 'catalog'] : ['catalog', 'products'];
}

/** The ids in list order, and whether they differ from the saved ones. */
export function productIdsOf(list: readonly { uuid: string }[]): string[] {
  return list.map((p) => p.uuid);
}

export const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);
