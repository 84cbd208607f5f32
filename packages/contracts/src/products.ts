/**
 * Product service (spec 2 sections 2.1, 3 "Product", 6, 7 "Product service", 8), served under /api/products.
 * The current team comes in the `team_uuid` header (checks: the `team_id` query; team lists: the path).
 *   GET    /products?searchText&type&sort&page&pageSize          -> productPageSchema: every product the current
 *          team may see: PUBLIC ones, and PRIVATE ones it owns or that are shared with it
 *   GET    /teams/{teamId}/products?searchText&type&sort&page&pageSize -> productPageSchema: the team's own products
 *          (owned by or shared with it); the caller must be a member (403 AZ1020)
 *   GET    /products/{productId}/checks?team_id&action          -> productCheckSchema (PRODUCT_ACTIONS; unknown: false)
 *   DELETE /products/{productId}                                 -> 204 (an admin of the owning team; 403 AZ1005)
 *   POST   /products                     multipart: `file` (OpenAPI or AsyncAPI, JSON or YAML) and `metadata`
 *          (JSON text, publishProductMetadata) -> 201 publishResultSchema: a new API (OpenAPI) or EVENT (AsyncAPI)
 *          product with its first version
 *   POST   /products/{productId}/versions   multipart: `file` and `metadata` (publishVersionMetadata) -> 201
 * The gallery merges /products and /teams/{teamId}/products unique by uuid (mergeProductLists); /products already
 * holds the team's own products, so paging it alone on the server is exact. Search matches name, display name,
 * description and tags, ignoring case; sort asc = display name A-Z, recent = newest first; pages are 1-based.
 * A product another team may not see answers 403 AZ1001 on every route; an unknown id 404 CT1003.
 * A broken file answers 400 PRODUCT_SPEC_PARSE_ERROR / PRODUCT_SPEC_INVALID with details [{ line, column, message,
 * path }] (1-based) and nothing is created.
 */
import { z } from 'zod';
import { approvalTypeSchema, throttlingSchema, versionLabelSchema } from './apis.js';

import {
  GALLERY_PAGE_SIZE,
  PRODUCT_MAX_PAGE_SIZE,
  PRODUCT_SORTS,
  PRODUCT_TYPES,
  PRODUCT_VISIBILITIES,
} from './product-constants.js';

export * from './product-constants.js';
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productTypeSchema>;
export const productVisibilitySchema = z.enum(PRODUCT_VISIBILITIES);
export const productSortSchema = z.enum(PRODUCT_SORTS);

const typeList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim().toLowerCase()))
  .pipe(z.array(productTypeSchema).min(1, 'Choose at least one type.'));

export const productGalleryQuery = z.object({
  searchText: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((s) => s || undefined),
  /** api, event or both (comma-separated or repeated); default both. */
  type: typeList.default([...PRODUCT_TYPES]),
  sort: productSortSchema.default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PRODUCT_MAX_PAGE_SIZE).default(GALLERY_PAGE_SIZE),
});
export type ProductGalleryQuery = z.output<typeof productGalleryQuery>;

export const productSchema = z.object({
  uuid: z.string().uuid(),
  id: z.string().uuid(),
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  type: productTypeSchema,
  tags: z.array(z.string()),
  /** A catalog's position; null outside catalogs. */
  order: z.number().nullable(),
  createdAtDateTime: z.string(),
  namespace: z.string(),
  key: z.string(),
  visibility: productVisibilitySchema,
  ownerTeamId: z.string().uuid(),
  /** How the asking team relates to it. */
  relationship: z.enum(['owner', 'shared', 'public']),
  approvalType: approvalTypeSchema,
  licenseRequired: z.boolean(),
  /** Newest version label; null before any. Event products open at /events/{uuid} (the eventMetadataId). */
  latestVersion: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const productPageSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const productParams = z.object({ productId: z.string().uuid() });
export const teamProductsParams = z.object({ teamId: z.string().uuid() });

/** Actions of GET /products/{id}/checks (spec 2 section 6: document = edit the introduction). */
export const PRODUCT_ACTIONS = {
  read: 'read',
  document: 'document',
  subscribe: 'subscribe',
  createVersion: 'create-version',
  delete: 'delete',
} as const;
export const productCheckQuery = z.object({
  team_id: z.string().uuid().optional(),
  action: z.string().trim().min(1).max(100).default(PRODUCT_ACTIONS.read),
});
export const productCheckSchema = z.object({
  productId: z.string().uuid(),
  teamId: z.string().uuid(),
  action: z.string(),
  authorized: z.boolean(),
});
export type ProductCheck = z.infer<typeof productCheckSchema>;

const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters and digits joined by single hyphens.')
  .min(2)
  .max(64);
export const productDeploymentInput = z.object({
  /** DEV, QA, STAGE or PROD; anything else answers API1006. */
  environment: z.string().trim().min(1).max(20),
  url: z
    .string()
    .trim()
    .url()
    .max(500)
    .regex(/^(https?|wss?|mqtts?|kafka|amqps?):\/\//i, 'Use an http(s), ws(s), mqtt(s), kafka or amqp(s) URL.'),
  throttling: throttlingSchema.nullable().optional(),
});

export const publishVersionMetadata = z.object({
  /** Default: the document's info.version. */
  version: versionLabelSchema.optional(),
  deployments: z.array(productDeploymentInput).max(4).default([]),
});

export const publishProductMetadata = publishVersionMetadata
  .extend({
    /** Default: from the display name. Unique in the namespace (CT1001). */
    name: slug.optional(),
    /** Default: the document's info.title. */
    displayName: z.string().trim().min(1).max(100).optional(),
    /** Default: the first paragraph of info.description. */
    description: z.string().trim().max(2000).optional(),
    /** Default: the owning team's name as a slug. */
    namespace: slug.optional(),
    tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
    /** PUBLIC needs an internal team (403 AZ1004). */
    visibility: productVisibilitySchema.default('PRIVATE'),
    sharedWithTeams: z.array(z.string().uuid()).max(50).default([]),
    approvalType: approvalTypeSchema.default('auto'),
    licenseRequired: z.boolean().default(false),
    purchaseLicenseUrl: z.string().trim().url().max(500).optional(),
    subscriptionExpiryDays: z.number().int().min(1).max(365).default(14),
  })
  .refine((m) => !m.licenseRequired || Boolean(m.purchaseLicenseUrl), {
    message: 'A licence-required product needs its purchase URL.',
    path: ['purchaseLicenseUrl'],
  });
export type PublishProductMetadata = z.input<typeof publishProductMetadata>;
export type PublishVersionMetadata = z.input<typeof publishVersionMetadata>;

export const publishResultSchema = z.object({
  created: z.enum(['product', 'version']),
  product: productSchema,
  version: z.object({ key: z.string(), format: z.string(), environments: z.array(z.string()) }),
});
export type PublishResult = z.infer<typeof publishResultSchema>;

/** A problem of an uploaded document; line and column are 1-based. */
export const specProblemSchema = z.object({
  line: z.number().int(),
  column: z.number().int(),
  message: z.string(),
  path: z.array(z.union([z.string(), z.number()])),
});
export type SpecProblem = z.infer<typeof specProblemSchema>;
/** Room for the biggest public descriptions (GitHub's REST description is 13 MB: issue 19). */
export const PRODUCT_SPEC_MAX_BYTES = 20_000_000;
