/**
 * Product constants without schemas (spec 2 sections 2.1, 9), in a module of their own: the gallery's first paint
 * needs these and no zod (issue 18); products.ts re-exports them.
 */
export const PRODUCT_TEAM_HEADER = 'team_uuid';
export const PRODUCT_TYPES = ['api', 'event'] as const;
export const PRODUCT_VISIBILITIES = ['PUBLIC', 'PRIVATE'] as const;

/** Gallery constants (spec 2 sections 2.1, 9). */
export const PRODUCT_SORTS = ['asc', 'recent'] as const;
export const GALLERY_PAGE_SIZE = 6;
export const GALLERY_PAGE_SIZE_XL = 8;
export const PRODUCT_MAX_PAGE_SIZE = 100;
export const PRODUCT_TEXTS = {
  noProducts: 'No Products found',
  productTypeRequired: 'Product Type is required',
  notAuthorized: 'Not authorized to access this product',
} as const;
/** Add Product dialog choices; only API and Events have a publisher. */
export const ADD_PRODUCT_TYPES = ['API', 'Events', 'Operation', 'SDK'] as const;

/** Merges product lists unique by uuid, the first occurrence winning (the gallery's /products + team list). */
export function mergeProductLists<T extends { uuid: string }>(...lists: T[][]): T[] {
  const seen = new Set<string>();
  return lists.flat().filter((p) => {
    if (seen.has(p.uuid)) return false;
    seen.add(p.uuid);
    return true;
  });
}
