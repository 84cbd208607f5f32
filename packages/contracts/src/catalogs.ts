/**
 * Catalog API (spec 2 sections 2.10, 3 "Catalog", 4, 5, 6, 7 "Catalog API", 8, 9), served under /api/catalogs.
 * The whole area answers 404 NOT_FOUND while the CATALOGS feature flag is off. The current team may come in the
 * `team_uuid` header (as for products); every answer is filtered by the caller's memberships.
 *   GET    /catalogs                          -> catalogListSchema: published PUBLIC catalogs (core, industry,
 *          workflow); core only when the current team (or, without the header, any team of the caller) is internal
 *   GET    /teams/{teamId}/catalogs           -> catalogListSchema: the team's own catalogs (any status) and those
 *          granted to it by an accepted relation; the caller must be a member (else 404 CT1008)
 *   GET    /catalogs/{catalogId}              -> catalogSchema as the current team (or the caller's best team) sees it
 *   GET    /teams/{teamId}/catalogs/{catalogId} -> catalogSchema as that team sees it
 *   POST   /catalogs          createCatalogBody -> 201 catalogSchema (an admin of body.teamId)
 *   PUT    /catalogs/{id}     updateCatalogBody -> catalogSchema (edit rule of section 6: not PUBLIC, owner, admin)
 *   DELETE /catalogs/{id}     -> 204 (custom, owner, may edit; with products 409 CT1009)
 *   GET    /catalogs/{id}/relations           -> catalogRelationListSchema (members of the owning team)
 *   POST   /catalogs/{id}/grant   catalogGrantBody -> 201 catalogRelationSchema (Pending; an e-mail is sent)
 *   POST   /catalogs/permission   catalogPermissionBody -> 201 catalogRelationSchema (the same invite, catalog id
 *          in the body: the "external" invite entry point)
 *   GET    /catalogs/permission/accept/{catalogId}/email/{emailRef} -> catalogAcceptSchema (relation committed)
 *   POST   /catalogs/{id}/revoke  catalogRevokeBody -> 204 (the relation is removed, access ends)
 *   GET    /catalogs/{id}/products            -> catalogProductListSchema (order = list position, 0-based)
 *   PUT    /catalogs/{id}/products  catalogProductsBody -> catalogProductListSchema (replaces the list, in order)
 *   POST   /catalogs/{id}/products/relate catalogProductsBody -> catalogProductListSchema (appends new ones)
 * Invitations: a team of the owning team's account (ENTERPRISE, not the owner) or a user by e-mail. Both stay
 * Pending until accepted through the e-mailed link {PUBLIC_URL}/catalogs/{id}/email/{emailRef}: a team invite by an
 * admin of the invited team, a user invite by the signed-in user with that e-mail address, on behalf of the current
 * team (team_uuid header) or else the user's first team. Accepted relations give the team the catalog and its
 * products (any status: unpublishing is not revoking; revoke is).
 * Products in a catalog must be PUBLIC or owned by the catalog's team (400 CT1003 otherwise), so a catalog never
 * re-shares another team's private product.
 */
import { z } from 'zod';
import { productSchema } from './products.js';
import { CATALOG_TEXTS } from './catalog-errors.js';

/** Texts and the error catalogue live beside (catalog-errors.ts); re-exported so this file stays the one entry. */
export { CATALOG_ERRORS, CATALOG_TEXTS } from './catalog-errors.js';

export const CATALOGS_PREFIX = '/api/catalogs';
export const CATALOG_TEAM_HEADER = 'team_uuid';
/** The feature flag (GET /ui-config/feature-toggler.json) that shows or hides the whole area. */
export const CATALOGS_FEATURE_FLAG = 'CATALOGS';

/** Type order of the gallery tabs (spec 2 section 9); custom is shown as "private". */
export const CATALOG_TYPES = ['core', 'industry', 'workflow', 'custom'] as const;
export const catalogTypeSchema = z.enum(CATALOG_TYPES);
export type CatalogType = z.infer<typeof catalogTypeSchema>;
export const CATALOG_TYPE_LABELS: Record<CatalogType, string> = {
  core: 'Core',
  industry: 'Industry',
  workflow: 'Workflow',
  custom: 'Private',
};
export const CATALOG_VISIBILITIES = ['PRIVATE', 'PUBLIC'] as const;
export const catalogVisibilitySchema = z.enum(CATALOG_VISIBILITIES);
export const CATALOG_STATUSES = ['published', 'unpublished'] as const;
export const catalogStatusSchema = z.enum(CATALOG_STATUSES);
export type CatalogStatus = z.infer<typeof catalogStatusSchema>;
export const CATALOG_ENTITY_TYPE = 'team_catalog';
/** How the asking team relates to a catalog: owns it, was granted it, or sees it as a public catalog. */
export const CATALOG_RELATIONSHIPS = ['owner', 'shared', 'public'] as const;
export const catalogRelationshipSchema = z.enum(CATALOG_RELATIONSHIPS);

/** Limits and timings (spec 2 sections 2.10, 4, 5, 9). */
export const CATALOG_NAME_MAX = 10;
export const CATALOG_DISPLAY_NAME_MAX = 100;
export const CATALOG_DESCRIPTION_MAX = 2000;
export const CATALOG_DETAILS_MAX = 100_000;
export const CATALOG_PRODUCTS_MAX = 200;
export const CATALOG_PAGE_SIZE = 11;
/** On the private tab when the user may create: the add card takes a slot. */
export const CATALOG_PAGE_SIZE_WITH_ADD = 10;
export const CATALOG_PAGINATION_BOUNDARY = 2;
export const CATALOG_ACTION_DELAY_MS = 3000;
export const CATALOG_NON_OWNER_REDIRECT_MS = 1000;
export const CATALOG_TOAST_MS = 2000;
export const CATALOG_DATE_FORMAT = 'YYYY/MM/DD';
export const CATALOG_DEFAULT_IMAGE = '/images/catalog-banner.svg';
/** Session flag set after creating an unpublished catalog (spec 2 section 4). */
export const CATALOG_FROM_CREATOR_KEY = 'FromCatalogCreator';
export const CATALOG_PRODUCT_SORTS = ['catalog_default', 'name', 'date_created'] as const;
export const catalogProductSortSchema = z.enum(CATALOG_PRODUCT_SORTS);

export const catalogSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  /** The Details tab: Markdown (rendered sanitized by the console). */
  details: z.string(),
  type: catalogTypeSchema,
  visibility: catalogVisibilitySchema,
  entity_type: z.string(),
  status: catalogStatusSchema,
  /** Never empty: the default banner when none was given. */
  imageUrl: z.string(),
  relationship: catalogRelationshipSchema,
  /** The owning team. */
  teamId: z.string().uuid(),
  teamName: z.string(),
  productCount: z.number().int(),
  /** ISO 8601. */
  createdAtDateTime: z.string(),
  updatedAtDateTime: z.string(),
});
export type Catalog = z.infer<typeof catalogSchema>;
export const catalogListSchema = z.object({ items: z.array(catalogSchema) });
export type CatalogList = z.infer<typeof catalogListSchema>;

const nameField = z.string().trim();
const productIds = z.array(z.string().uuid()).max(CATALOG_PRODUCTS_MAX);

/** Create defaults (spec 2 section 3): empty description, PRIVATE, custom, unpublished, no image, no products. */
export const createCatalogBody = z.object({
  /** Required ('Catalog Name is mandatory.'); over 10 characters answers CT1002. */
  name: nameField.min(1, CATALOG_TEXTS.nameRequired).max(CATALOG_NAME_MAX, CATALOG_TEXTS.nameTooLong),
  /** Default: the name. */
  displayName: z.string().trim().max(CATALOG_DISPLAY_NAME_MAX).optional(),
  description: z.string().max(CATALOG_DESCRIPTION_MAX).default(''),
  details: z.string().max(CATALOG_DETAILS_MAX).default(''),
  /** Only internal teams create core, industry or workflow catalogs or PUBLIC ones. */
  type: catalogTypeSchema.default('custom'),
  visibility: catalogVisibilitySchema.default('PRIVATE'),
  teamId: z.string().uuid(),
  status: catalogStatusSchema.default('unpublished'),
  imageUrl: z.string().trim().max(500).default(''),
  entity_type: z.literal(CATALOG_ENTITY_TYPE).default(CATALOG_ENTITY_TYPE),
  /** Product ids in order (the list position is the order). */
  products: productIds.default([]),
});
export type CreateCatalogBody = z.input<typeof createCatalogBody>;

/** Fields left out keep their value; teamId, when given, must be the owning team (a catalog never moves). */
export const updateCatalogBody = z.object({
  name: nameField.min(1, CATALOG_TEXTS.nameRequired).max(CATALOG_NAME_MAX, CATALOG_TEXTS.nameTooLong).optional(),
  displayName: z.string().trim().max(CATALOG_DISPLAY_NAME_MAX).optional(),
  description: z.string().max(CATALOG_DESCRIPTION_MAX).optional(),
  details: z.string().max(CATALOG_DETAILS_MAX).optional(),
  type: catalogTypeSchema.optional(),
  visibility: catalogVisibilitySchema.optional(),
  teamId: z.string().uuid().optional(),
  status: catalogStatusSchema.optional(),
  imageUrl: z.string().trim().max(500).optional(),
  entity_type: z.string().optional(),
});
export type UpdateCatalogBody = z.input<typeof updateCatalogBody>;

export const catalogParams = z.object({ catalogId: z.string().uuid() });
export const teamCatalogsParams = z.object({ teamId: z.string().uuid() });
export const teamCatalogParams = z.object({ teamId: z.string().uuid(), catalogId: z.string().uuid() });
export const catalogAcceptParams = z.object({
  catalogId: z.string().uuid(),
  emailRef: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
});

/** The spec sends a revoked address URL-encoded: both forms are read. */
const decoded = (v: unknown) => {
  if (typeof v !== 'string' || !v.includes('%')) return v;
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
};
/** Invite or revoke: a team (of the owning account) or a user by e-mail. */
const grantee = z.discriminatedUnion('type', [
  z.object({ type: z.literal('team'), teamId: z.string().uuid() }),
  z.object({
    type: z.literal('user'),
    email: z.preprocess(decoded, z.string().trim().toLowerCase().email().max(254)),
  }),
]);
export const catalogGrantBody = grantee;
export type CatalogGrantBody = z.input<typeof catalogGrantBody>;
export const catalogRevokeBody = grantee;
export type CatalogRevokeBody = z.input<typeof catalogRevokeBody>;
export const catalogPermissionBody = z.intersection(z.object({ catalogId: z.string().uuid() }), grantee);
export type CatalogPermissionBody = z.input<typeof catalogPermissionBody>;

export const CATALOG_INVITE_TYPES = { team: 'INTERNAL_ACCOUNT', user: 'USER_EXTERNAL_ACCOUNT' } as const;
export const RELATIONSHIP_STATUSES = ['pending', 'committed'] as const;

/** An access entry (spec 2 section 3 "Catalog relation"). */
export const catalogRelationSchema = z.object({
  id: z.string().uuid(),
  catalog_id: z.string().uuid(),
  invite_type: z.enum([CATALOG_INVITE_TYPES.team, CATALOG_INVITE_TYPES.user]),
  /** The invited team (team invites), or the team a user accepted for (null while pending). */
  team_id: z.string().uuid().nullable(),
  team_name: z.string().nullable(),
  invitee_email_address: z.string().nullable(),
  created_at_date_time: z.string(),
  /** committed once accepted. */
  relationship_status: z.enum(RELATIONSHIP_STATUSES),
  /** Accepted or Pending, as shown. */
  status: z.enum([CATALOG_TEXTS.relationAccepted, CATALOG_TEXTS.relationPending]),
  accepted_at_date_time: z.string().nullable(),
});
export type CatalogRelation = z.infer<typeof catalogRelationSchema>;
export const catalogRelationListSchema = z.object({ items: z.array(catalogRelationSchema) });
export type CatalogRelationList = z.infer<typeof catalogRelationListSchema>;

export const catalogAcceptSchema = z.object({
  /** The team the catalog is now shared with: the console switches the current team to it. */
  team_id: z.string().uuid(),
  catalog_id: z.string().uuid(),
  relationship_status: z.literal('committed'),
  status: z.literal(CATALOG_TEXTS.relationAccepted),
});
export type CatalogAccept = z.infer<typeof catalogAcceptSchema>;

export const catalogProductsBody = z.object({ products: productIds });
export type CatalogProductsBody = z.input<typeof catalogProductsBody>;
/** Products as the asking team sees them; `order` is the position in the catalog (0-based). */
export const catalogProductSchema = productSchema.extend({ order: z.number().int() });
export type CatalogProduct = z.infer<typeof catalogProductSchema>;
export const catalogProductListSchema = z.object({ items: z.array(catalogProductSchema) });
export type CatalogProductList = z.infer<typeof catalogProductListSchema>;

/** The route table (paths under CATALOGS_PREFIX). */
export const CATALOG_ROUTES = {
  list: { method: 'GET', path: '/catalogs' },
  teamList: { method: 'GET', path: '/teams/:teamId/catalogs' },
  get: { method: 'GET', path: '/catalogs/:catalogId' },
  teamGet: { method: 'GET', path: '/teams/:teamId/catalogs/:catalogId' },
  create: { method: 'POST', path: '/catalogs' },
  update: { method: 'PUT', path: '/catalogs/:catalogId' },
  remove: { method: 'DELETE', path: '/catalogs/:catalogId' },
  relations: { method: 'GET', path: '/catalogs/:catalogId/relations' },
  grant: { method: 'POST', path: '/catalogs/:catalogId/grant' },
  permission: { method: 'POST', path: '/catalogs/permission' },
  accept: { method: 'GET', path: '/catalogs/permission/accept/:catalogId/email/:emailRef' },
  revoke: { method: 'POST', path: '/catalogs/:catalogId/revoke' },
  products: { method: 'GET', path: '/catalogs/:catalogId/products' },
  setProducts: { method: 'PUT', path: '/catalogs/:catalogId/products' },
  relateProducts: { method: 'POST', path: '/catalogs/:catalogId/products/relate' },
} as const;

/** Fills a route path's :params (URL-encoded). */
export function catalogPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(params[k] ?? ''));
}

/** The invitation link in the e-mail (the console's accept route). */
export const catalogAcceptLink = (publicUrl: string, catalogId: string, emailRef: string) =>
  `${publicUrl}/catalogs/${catalogId}/email/${emailRef}`;

/** Merges the core list and the team list unique by id, the first occurrence winning (spec 2 section 2.10). */
export function mergeCatalogLists<T extends { id: string }>(...lists: T[][]): T[] {
  const seen = new Set<string>();
  return lists.flat().filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true)));
}

/** Gallery order: by status, descending (spec 2 section 2.10), then by name; stable otherwise. */
export function sortCatalogsByStatus<T extends { status: string; name: string }>(list: T[]): T[] {
  return [...list].sort((a, b) => b.status.localeCompare(a.status) || a.name.localeCompare(b.name));
}
