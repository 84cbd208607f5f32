/**
 * The gallery's state in the URL (spec 2 section 2.1): searchText and type, plus sort and page so that a reload
 * or a shared link shows the same cards. Defaults stay out of the URL (type both, sort asc, page 1).
 */
import { PRODUCT_SORTS, PRODUCT_TYPES, type ProductType } from '@dc/contracts';

export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface GalleryParams {
  searchText: string;
  types: ProductType[];
  sort: ProductSort;
  page: number;
}

export const GALLERY_QUERY = { searchText: 'searchText', type: 'type', sort: 'sort', page: 'page' } as const;
export const DEFAULT_SORT: ProductSort = 'asc';
export const ALL_TYPES: ProductType[] = [...PRODUCT_TYPES];

/** Known types in their canonical order; none (or only unknown ones) means both. */
export function parseTypes(values: readonly string[]): ProductType[] {
  const given = new Set(values.flatMap((v) => v.split(',')).map((v) => v.trim().toLowerCase()));
  const types = PRODUCT_TYPES.filter((t) => given.has(t));
  return types.length > 0 ? types : ALL_TYPES;
}

export const isAllTypes = (types: readonly ProductType[]) => PRODUCT_TYPES.every((t) => types.includes(t));

export function readGalleryParams(search: URLSearchParams): GalleryParams {
  const sort = search.get(GALLERY_QUERY.sort);
  const page = Number(search.get(GALLERY_QUERY.page));
  return {
    searchText: (search.get(GALLERY_QUERY.searchText) ?? '').trim(),
    types: parseTypes(search.getAll(GALLERY_QUERY.type)),
    sort: PRODUCT_SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a gallery state; other parameters of `base` are kept. */
export function writeGalleryParams(params: GalleryParams, base = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(base);
  Object.values(GALLERY_QUERY).forEach((key) => out.delete(key));
  if (params.searchText.trim()) out.set(GALLERY_QUERY.searchText, params.searchText.trim());
  if (!isAllTypes(params.types)) out.set(GALLERY_QUERY.type, params.types.join(','));
  if (params.sort !== DEFAULT_SORT) out.set(GALLERY_QUERY.sort, params.sort);
  if (params.page > 1) out.set(GALLERY_QUERY.page, String(params.page));
  return out;
}

/** A change of search, type or sort starts again at page 1; a page change keeps the rest. */
export function changeGalleryParams(current: GalleryParams, change: Partial<GalleryParams>): GalleryParams {
  const next = { ...current, ...change };
  const refilter = ['searchText', 'types', 'sort'].some((k) => k in change);
  return refilter && !('page' in change) ? { ...next, page: 1 } : next;
}
