/** Rows to the contracts' shapes (spec 2 section 3 field names). */
import type { Product, ProductGalleryQuery, ProductPage } from '@dc/contracts';
import type { ProductKind, ProductRow } from './products.repository.js';

export const toKind = (type: 'api' | 'event'): ProductKind => (type === 'api' ? 'API' : 'EVENT');

export function toProduct(r: ProductRow): Product {
  return {
    uuid: r.id,
    id: r.id,
    name: r.name,
    displayName: r.displayName,
    description: r.description,
    type: r.type === 'API' ? 'api' : 'event',
    tags: r.tags,
    order: null,
    createdAtDateTime: r.createdAt.toISOString(),
    namespace: r.namespace,
    key: `${r.namespace}.${r.name}`,
    visibility: r.visibility,
    ownerTeamId: r.ownerTeamId,
    relationship: r.relationship ?? 'public',
    approvalType: r.approvalType,
    licenseRequired: r.licenseRequired,
    latestVersion: r.latestVersion,
  };
}

export const toPage = (rows: ProductRow[], total: number, q: ProductGalleryQuery): ProductPage => ({
  items: rows.map(toProduct),
  total,
  page: q.page,
  pageSize: q.pageSize,
});
