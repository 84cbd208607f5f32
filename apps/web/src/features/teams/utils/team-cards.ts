/** Team cards per page (spec 3 section 2.1): 6, 8 on large screens, 10 on extra large; paging only past one page. */
import { TEAM_CARDS_PER_PAGE } from '@dc/contracts';

export type ScreenSize = 'default' | 'large' | 'extraLarge';

export const teamCardsPerPage = (size: ScreenSize): number => TEAM_CARDS_PER_PAGE[size];

export const pageCount = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

/** Pagination shows only when there is more than one page. */
export const showsPagination = (total: number, perPage: number): boolean => pageCount(total, perPage) > 1;

/** The items of a 1-based page (the spec's helper slices page number times page size). */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): T[] {
  const last = pageCount(items.length, perPage);
  const p = Math.min(Math.max(1, page), last);
  return items.slice((p - 1) * perPage, p * perPage);
}
