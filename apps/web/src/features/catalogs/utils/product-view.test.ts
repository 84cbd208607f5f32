import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '@dc/contracts';
import { viewProducts } from './product-view';

const product = (displayName: string, order: number, type: 'api' | 'event', created: string, tags: string[] = []) =>
  ({
    displayName,
    name: displayName.toLowerCase(),
    description: '',
    order,
    type,
    createdAtDateTime: created,
    tags,
  }) as unknown as CatalogProduct;

const items = [
  product('Notifications API', 2, 'api', '2026-03-01T00:00:00Z'),
  product('Fleet Telematics API', 0, 'api', '2026-01-01T00:00:00Z', ['fleet']),
  product('Shipment Events', 1, 'event', '2026-02-01T00:00:00Z'),
];
const names = (list: CatalogProduct[]) => list.map((p) => p.displayName);

describe('viewProducts', () => {
  it('sorts by catalog order, name or newest first', () => {
    const view = { searchText: '', type: 'all' as const };
    expect(names(viewProducts(items, { ...view, sort: 'catalog_default' }))).toEqual([
      'Fleet Telematics API',
      'Shipment Events',
      'Notifications API',
    ]);
    expect(names(viewProducts(items, { ...view, sort: 'name' }))).toEqual([
      'Fleet Telematics API',
      'Notifications API',
      'Shipment Events',
    ]);
    expect(names(viewProducts(items, { ...view, sort: 'date_created' }))).toEqual([
      'Notifications API',
      'Shipment Events',
      'Fleet Telematics API',
    ]);
  });

  it('filters by type and searches names and tags ignoring case', () => {
    expect(names(viewProducts(items, { searchText: '', type: 'event', sort: 'name' }))).toEqual(['Shipment Events']);
    expect(names(viewProducts(items, { searchText: 'FLEET', type: 'all', sort: 'name' }))).toEqual([
      'Fleet Telematics API',
    ]);
    expect(viewProducts(items, { searchText: 'nothing', type: 'all', sort: 'name' })).toEqual([]);
  });

  it('leaves the given list as it was', () => {
    viewProducts(items, { searchText: '', type: 'all', sort: 'name' });
    expect(names(items)[0]).toBe('Notifications API');
  });
});
