import { describe, expect, it } from 'vitest';
import { clampPage, lastPage } from './paging';

describe('paging', () => {
  it('counts pages of 5, at least one', () => {
    expect(lastPage(0, 5)).toBe(1);
    expect(lastPage(5, 5)).toBe(1);
    expect(lastPage(6, 5)).toBe(2);
  });

  it('keeps the page inside the rows there are', () => {
    expect(clampPage(3, 10, 5)).toBe(2);
    expect(clampPage(2, 6, 5)).toBe(2);
    expect(clampPage(0, 6, 5)).toBe(1);
  });
});
