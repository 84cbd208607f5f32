import { describe, expect, it } from 'vitest';
import { formatCatalogDate } from './catalog-date';

describe('formatCatalogDate', () => {
  it('writes YYYY/MM/DD', () => {
    expect(formatCatalogDate(new Date(2026, 0, 5, 12).toISOString())).toBe('2026/01/05');
    expect(formatCatalogDate(new Date(2025, 10, 21, 8).toISOString())).toBe('2025/11/21');
  });

  it('writes nothing for a broken date', () => {
    expect(formatCatalogDate('not a date')).toBe('');
  });
});
