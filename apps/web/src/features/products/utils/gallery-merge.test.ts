import { describe, expect, it } from 'vitest';
import type { Product, ProductPage } from '@dc/contracts';
import { compareProducts, galleryPage, galleryWindow, pageCount } from './gallery-merge';

let n = 0;
const product = (displayName: string, daysAgo: number, uuid?: string): Product => {
  n += 1;
  const id = uuid ?? `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    uuid: id,
    id,
    name: displayName.toLowerCase().replace(/\s+/g, '-'),
    displayName,
    description: '',
    type: 'api',
    tags: [],
    order: null,
    createdAtDateTime: new Date(Date.UTC(2026, 0, 31 - daysAgo)).toISOString(),
    namespace: 'ns',
    key: 'ns.x',
    visibility: 'PUBLIC',
    ownerTeamId: id,
    relationship: 'public',
    approvalType: 'auto',
    licenseRequired: false,
    latestVersion: '1.0.0',
  };
};
const pageOf = (items: Product[], total = items.length): ProductPage => ({ items, total, page: 1, pageSize: 100 });

describe('gallery window', () => {
  it('asks both lists for everything up to the page while the server serves it in one page', () => {
    expect(galleryWindow(1, 6)).toEqual({ mode: 'merged', page: 1, pageSize: 6, offset: 0 });
    expect(galleryWindow(3, 8)).toEqual({ mode: 'merged', page: 1, pageSize: 24, offset: 16 });
    expect(galleryWindow(17, 6)).toEqual({ mode: 'direct', page: 17, pageSize: 6, offset: 0 });
  });
});

describe('gallery merge', () => {
  const alpha = product('Alpha API', 3);
  const beta = product('beta API', 1);
  const gamma = product('Gamma Events', 2);
  const delta = product('Delta', 9);

  it('sorts by name ignoring case, or newest first', () => {
    const list = [gamma, beta, delta, alpha];
    expect([...list].sort(compareProducts('asc')).map((p) => p.displayName)).toEqual([
      'Alpha API',
      'beta API',
      'Delta',
      'Gamma Events',
    ]);
    expect([...list].sort(compareProducts('recent')).map((p) => p.displayName)).toEqual([
      'beta API',
      'Gamma Events',
      'Alpha API',
      'Delta',
    ]);
  });

  it('merges both lists unique by uuid and takes the requested page', () => {
    const visible = pageOf([alpha, beta, gamma]);
    const team = pageOf([beta, delta]);
    const first = galleryPage(galleryWindow(1, 2), 2, 'asc', visible, team);
    expect(first.items.map((p) => p.displayName)).toEqual(['Alpha API', 'beta API']);
    expect(first.total).toBe(4);
    const second = galleryPage(galleryWindow(2, 2), 2, 'asc', visible, team);
    expect(second.items.map((p) => p.displayName)).toEqual(['Delta', 'Gamma Events']);
  });

  it('counts the larger list when the windows do not hold everything', () => {
    const result = galleryPage(galleryWindow(1, 2), 2, 'recent', pageOf([beta, gamma], 40), pageOf([beta], 3));
    expect(result.items.map((p) => p.displayName)).toEqual(['beta API', 'Gamma Events']);
    expect(result.total).toBe(40);
  });

  it('uses GET /products alone past the merge window', () => {
    const result = galleryPage(galleryWindow(20, 6), 6, 'asc', pageOf([alpha], 200));
    expect(result).toEqual({ items: [alpha], total: 200 });
  });

  it('has at least one page', () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(13, 6)).toBe(3);
    expect(pageCount(16, 8)).toBe(2);
  });
});
