/**
 * The list's search and sort (spec 2 section 2.6): the search matches display name, description and id, ignoring
 * case; asc sorts by name A-Z, recent by creation, newest first.
 */
import type { Application } from '@dc/contracts';

export type ApplicationSort = 'asc' | 'recent';
type Searchable = Pick<Application, 'id' | 'display_name' | 'description' | 'created_at'>;

export function matchesSearch(app: Searchable, searchText: string): boolean {
  const needle = searchText.trim().toLowerCase();
  if (!needle) return true;
  return [app.display_name, app.description, app.id].some((field) => field.toLowerCase().includes(needle));
}

const byName = (a: Searchable, b: Searchable) =>
  a.display_name.localeCompare(b.display_name, undefined, { sensitivity: 'base' }) || a.id.localeCompare(b.id);
const byRecent = (a: Searchable, b: Searchable) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || a.id.localeCompare(b.id);

export function searchApplications<T extends Searchable>(
  apps: readonly T[],
  searchText: string,
  sort: ApplicationSort,
): T[] {
  return apps.filter((a) => matchesSearch(a, searchText)).sort(sort === 'recent' ? byRecent : byName);
}
