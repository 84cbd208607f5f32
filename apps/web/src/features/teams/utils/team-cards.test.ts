import { describe, expect, it } from 'vitest';
import { pageCount, pageOf, showsPagination, teamCardsPerPage } from './team-cards';

describe('team cards paging', () => {
  it('shows 6 cards, 8 on large and 10 on extra large screens', () => {
    expect(teamCardsPerPage('default')).toBe(6);
    expect(teamCardsPerPage('large')).toBe(8);
    expect(teamCardsPerPage('extraLarge')).toBe(10);
  });

  it('shows pagination only with more than one page', () => {
    expect(showsPagination(0, 6)).toBe(false);
    expect(showsPagination(6, 6)).toBe(false);
    expect(showsPagination(7, 6)).toBe(true);
    expect(showsPagination(8, 8)).toBe(false);
    expect(showsPagination(11, 10)).toBe(true);
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(13, 6)).toBe(3);
  });

  it('slices a page and keeps a page past the end on the last page', () => {
    const items = Array.from({ length: 13 }, (_, i) => i);
    expect(pageOf(items, 1, 6)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pageOf(items, 3, 6)).toEqual([12]);
    expect(pageOf(items, 9, 6)).toEqual([12]);
  });
});
