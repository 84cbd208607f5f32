/** Reordering the selected products (spec 2 section 2.10: the order is the list position). */

/** A copy of the list with the item at `from` moved to `to` (both clamped into the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.min(Math.max(0, to), next.length - 1);
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}

/** Adds an item once (spec 2 section 5: a product already selected cannot be added twice). */
export function addOnce<T extends { uuid: string }>(list: readonly T[], item: T): T[] {
  return list.some((p) => p.uuid === item.uuid) ? [...list] : [...list, item];
}
