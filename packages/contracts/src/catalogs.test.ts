import { describe, expect, it } from 'vitest';
import {
  canEditCatalog,
  canInviteToCatalog,
  canPublishCatalog,
  canRemoveCatalog,
  catalogPath,
  catalogPermissionBody,
  catalogRevokeBody,
  catalogTypeVisible,
  CATALOG_ROUTES,
  createCatalogBody,
  mergeCatalogLists,
  sortCatalogsByStatus,
} from './index.js';

describe('catalog contracts', () => {
  it('fills the create defaults of spec 2 section 3 and limits the name to 10 characters', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(createCatalogBody.parse({ name: 'Kit', teamId: id })).toMatchObject({
      description: '',
      type: 'custom',
      visibility: 'PRIVATE',
      entity_type: 'team_catalog',
      status: 'unpublished',
      imageUrl: '',
      products: [],
    });
    const long = createCatalogBody.safeParse({ name: 'Twelve chars', teamId: id });
    expect(long.error?.issues[0]).toMatchObject({ path: ['name'], message: 'Length may not exceed 10 characters' });
  });

  it('reads invite bodies, URL-encoded addresses included', () => {
    expect(catalogRevokeBody.parse({ type: 'user', email: 'Out%40Example.com' })).toEqual({
      type: 'user',
      email: 'out@example.com',
    });
    const id = '00000000-0000-4000-8000-000000000001';
    expect(catalogPermissionBody.parse({ catalogId: id, type: 'team', teamId: id })).toMatchObject({ type: 'team' });
    expect(catalogRevokeBody.safeParse({ type: 'team' }).success).toBe(false);
  });

  it('applies the role rules of spec 2 section 6', () => {
    const own = { visibility: 'PRIVATE', relationship: 'owner', type: 'custom' } as const;
    expect(canEditCatalog(own, 'admin')).toBe(true);
    expect(canEditCatalog(own, 'standard-user')).toBe(false);
    expect(canEditCatalog({ ...own, visibility: 'PUBLIC' }, 'admin')).toBe(false);
    expect(canEditCatalog({ ...own, relationship: 'shared' }, 'admin')).toBe(false);
    expect(canRemoveCatalog(own, 'admin')).toBe(true);
    expect(canRemoveCatalog({ ...own, type: 'industry' }, 'admin')).toBe(false);
    expect(canInviteToCatalog('team_admin')).toBe(true);
    expect(canInviteToCatalog('read-only-user')).toBe(false);
    expect(canPublishCatalog('Kit', 0)).toBe(false);
    expect(canPublishCatalog('Kit', 1)).toBe(true);
    expect(catalogTypeVisible('core', false)).toBe(false);
    expect(catalogTypeVisible('industry', false)).toBe(true);
  });

  it('merges lists unique by id and sorts by status, descending', () => {
    const a = { id: '1', status: 'published', name: 'b' };
    const b = { id: '2', status: 'unpublished', name: 'a' };
    expect(mergeCatalogLists([a], [a, b])).toEqual([a, b]);
    expect(sortCatalogsByStatus([a, b]).map((c) => c.id)).toEqual(['2', '1']);
  });

  it('builds route paths', () => {
    expect(catalogPath(CATALOG_ROUTES.accept.path, { catalogId: 'c', emailRef: 'r' })).toBe(
      '/catalogs/permission/accept/c/email/r',
    );
  });
});
