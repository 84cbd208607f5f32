/**
 * The gallery merges GET /products and GET /teams/{teamId}/products unique by uuid (spec 2 section 7). Both lists
 * are searched, filtered, sorted and paged by the server, so a page of the merged list is taken from a window: the
 * first page × size entries of each list hold every entry of the merged list up to that page. Past the largest page
 * the server serves, the window is GET /products' own page alone, which is exact on this server (it already holds
 * the team's products; contracts products.ts).
 */
import { PRODUCT_MAX_PAGE_SIZE, mergeProductLists, type Product, type ProductPage } from '@dc/contracts';
import type { ProductSort } from './gallery-params';

export interface GalleryWindow {
  /** merged: both lists from their first entry; direct: GET /products' own page. */
  mode: 'merged' | 'direct';
  page: number;
  pageSize: number;
  /** Where the requested page starts in the answer. */
  offset: number;
}

export function galleryWindow(page: number, pageSize: number, maxPageSize = PRODUCT_MAX_PAGE_SIZE): GalleryWindow {
  const end = page * pageSize;
  if (end <= maxPageSize) return { mode: 'merged', page: 1, pageSize: end, offset: (page - 1) * pageSize };
  return { mode: 'direct', page, pageSize, offset: 0 };
}

type Sortable = Pick<Product, 'uuid' | 'displayName' | 'createdAtDateTime'>;

/** The server's orders: asc = display name A-Z (case-insensitive), recent = newest first; ties by id. */
export function compareProducts(sort: ProductSort): (a: Sortable, b: Sortable) => number {
  const byId = (a: Sortable, b: Sortable) => (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0);
  if (sort === 'recent') {
    return (a, b) => {
      const diff = Date.parse(b.createdAtDateTime) - Date.parse(a.createdAtDateTime);
      return diff !== 0 ? diff : -byId(a, b);
    };
  }
  return (a, b) => {
    const x = a.displayName.toLowerCase();
    const y = b.displayName.toLowerCase();
    return x < y ? -1 : x > y ? 1 : byId(a, b);
  };
}

export interface GalleryResult {
  items: Product[];
  total: number;
}

/** The cards of one page, and how many there are in all. */
export function galleryPage(
  window: GalleryWindow,
  pageSize: number,
  sort: ProductSort,
  visible: ProductPage,
  team?: ProductPage,
): GalleryResult {
  if (window.mode === 'direct' || !team) return { items: visible.items.slice(0, pageSize), total: visible.total };
  const merged = mergeProductLists(visible.items, team.items).sort(compareProducts(sort));
  const complete = visible.items.length >= visible.total && team.items.length >= team.total;
  return {
    items: merged.slice(window.offset, window.offset + pageSize),
    // Both lists whole: the union is exact. Otherwise the visible list, which holds the team's, is the count.
    total: complete ? merged.length : Math.max(visible.total, team.total),
  };
}

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
