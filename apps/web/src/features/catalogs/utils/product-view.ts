/**
 * The viewer's product list (spec 2 sections 2.10, 9): searched in name, display name, description and tags
 * (ignoring case), filtered by type, sorted catalog_default (catalog order), name (A-Z by display name) or
 * date_created (newest first).
 */
import type { CatalogProduct, ProductType } from '@dc/contracts';

export type CatalogProductSort = 'catalog_default' | 'name' | 'date_created';
export type ProductTypeFilter = ProductType | 'all';

export interface ProductView {
  searchText: string;
  type: ProductTypeFilter;
  sort: CatalogProductSort;
}

const matches = (p: CatalogProduct, text: string) =>
  [p.displayName, p.name, p.description, ...p.tags].some((field) => field.toLowerCase().includes(text));

const byOrder = (a: CatalogProduct, b: CatalogProduct) => a.order - b.order;
const byName = (a: CatalogProduct, b: CatalogProduct) =>
  a.displayName.localeCompare(b.displayName, undefined, { sensitivity: 'base' });
const byNewest = (a: CatalogProduct, b: CatalogProduct) =>
  Date.parse(b.createdAtDateTime) - Date.parse(a.createdAtDateTime);
const SORTS: Record<CatalogProductSort, (a: CatalogProduct, b: CatalogProduct) => number> = {
  catalog_default: byOrder,
  name: byName,
  date_created: byNewest,
};

export function viewProducts(items: CatalogProduct[], view: ProductView): CatalogProduct[] {
  const text = view.searchText.trim().toLowerCase();
  return items
    .filter((p) => (view.type === 'all' || p.type === view.type) && (!text || matches(p, text)))
    .sort(SORTS[view.sort]);
}
