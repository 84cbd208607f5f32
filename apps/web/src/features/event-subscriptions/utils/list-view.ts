/**
 * Search and sort of the team's event subscriptions, as the Subscriptions page does for API subscriptions (spec 2
 * section 2.9): the search looks at application and product names; recent is newest first, asc by application
 * name (then product).
 */
import type { EventSubscription } from '@dc/contracts';

export type ListSort = 'recent' | 'asc';

export function listView(items: readonly EventSubscription[], searchText: string, sort: ListSort) {
  const needle = searchText.trim().toLowerCase();
  const found = needle
    ? items.filter((s) => [s.applicationName, s.eventTitle, s.eventName].some((v) => v.toLowerCase().includes(needle)))
    : [...items];
  return sort === 'recent'
    ? found.sort((a, b) => b.createdOn.localeCompare(a.createdOn))
    : found.sort(
        (a, b) =>
          a.applicationName.localeCompare(b.applicationName, undefined, { sensitivity: 'base' }) ||
          a.eventTitle.localeCompare(b.eventTitle, undefined, { sensitivity: 'base' }),
      );
}
