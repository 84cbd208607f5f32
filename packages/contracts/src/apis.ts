/**
 * API-management reads (spec 2 sections 2.3, 3 "API product summary", 7 "API products"), served under /api/apim.
 * Every call names the current team in the `team_uuid` header (API1009 without it); only products the team may see
 * are answered (another team's private product: 403 AZ1001; an unknown or non-API id: 404 CT1003).
 *   GET /apis?searchText&sort&page&pageSize  -> apiListSchema (API product summaries with versions and deployments)
 *   GET /apis/{apiId}                         -> apiProductSummarySchema: versions newest first, each with its
 *                                                deployments in the order DEV, QA, STAGE, PROD
 *   GET /apis/{apiId}/versions/{version}/openapi[?environment=DEV|QA|STAGE|PROD]
 *        -> the version's OpenAPI document as JSON (the `spec_url` of a version). With an environment it is the
 *           `spec_url` of that deployment: the document's servers (2.0: schemes, host, basePath) point at the
 *           deployment's URL. 404 CT1006 for an unknown version, CT1005 for an environment without deployment.
 */
import { z } from 'zod';

/** Deployment environments of products (spec 2 section 9), in display order. */
export const PRODUCT_ENVIRONMENTS = ['DEV', 'QA', 'STAGE', 'PROD'] as const;
export const productEnvironmentSchema = z.enum(PRODUCT_ENVIRONMENTS);
export type ProductEnvironment = z.infer<typeof productEnvironmentSchema>;

/** A version label: what info.version says, or what the publisher chose; used in URLs. */
export const versionLabelSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'Use letters, digits, dots, hyphens and underscores (at most 64).');

/** Throttling of a deployment: the console shows resources[0].spike.rate, with the quota as the limit's tooltip. */
export const throttlingResourceSchema = z.object({
  name: z.string().trim().min(1).max(64).default('default'),
  spike: z.object({
    rate: z.number().int().positive().max(1_000_000),
    unit: z.enum(['second', 'minute']).default('second'),
  }),
  quota: z
    .object({
      limit: z.number().int().positive().max(1_000_000_000_000),
      period: z.enum(['hour', 'day', 'month']),
    })
    .optional(),
});
export const throttlingSchema = z.object({ resources: z.array(throttlingResourceSchema).min(1).max(10) });
export type Throttling = z.infer<typeof throttlingSchema>;

export const apiDeploymentSchema = z.object({
  environment: productEnvironmentSchema,
  deployed_url: z.string(),
  /** The OpenAPI document with its servers pointing at this deployment. */
  spec_url: z.string(),
  /** null: 'Throttling not configured'. */
  config: z.object({ throttling: throttlingSchema.nullable() }),
});
export type ApiDeployment = z.infer<typeof apiDeploymentSchema>;

export const apiVersionSchema = z.object({
  key: z.string(),
  spec_url: z.string(),
  /** openapi-2.0, openapi-3.0 or openapi-3.1 */
  format: z.string(),
  /** From the document: info.title, info.description, and how many operations it has. */
  title: z.string(),
  description: z.string(),
  operations: z.number().int(),
  created_at: z.string(),
  deployments: z.array(apiDeploymentSchema),
});
export type ApiVersion = z.infer<typeof apiVersionSchema>;

export const APPROVAL_TYPES = ['auto', 'manual'] as const;
export const approvalTypeSchema = z.enum(APPROVAL_TYPES);
export type ApprovalType = z.infer<typeof approvalTypeSchema>;

export const apiProductSummarySchema = z.object({
  uuid: z.string().uuid(),
  id: z.string().uuid(),
  /** The product's unique name in its namespace (lower-case words joined by hyphens). */
  name: z.string(),
  display_name: z.string(),
  description: z.string(),
  namespace: z.string(),
  /** `<namespace>.<name>`: unique over all products. */
  key: z.string(),
  /** The product family shown with subscriptions: the display name. */
  product: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  approval_type: approvalTypeSchema,
  subscription_allowed: z.boolean(),
  license_required: z.boolean(),
  purchase_license_url: z.string().nullable(),
  subscription_expiry_days: z.number().int(),
  /** APPROVED: the base path is approved. */
  status: z.string(),
  /** E-mail of the publisher (null when the user is gone). */
  created_by: z.string().nullable(),
  /** Display name of the owning team, and its id. */
  owned_by: z.string(),
  owner_team_id: z.string().uuid(),
  visibility: z.enum(['PUBLIC', 'PRIVATE']),
  versions: z.array(apiVersionSchema),
});
export type ApiProductSummary = z.infer<typeof apiProductSummarySchema>;

export const apiListSchema = z.object({
  items: z.array(apiProductSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ApiList = z.infer<typeof apiListSchema>;

/** GET /apis: the gallery's search, sort and paging (api products only); 20 per page by default. */
export const apiListQuery = z.object({
  searchText: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((s) => s || undefined),
  sort: z.enum(['asc', 'recent']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ApiListQuery = z.output<typeof apiListQuery>;

export const apiParams = z.object({ apiId: z.string().uuid() });
export const apiSpecParams = apiParams.extend({ version: versionLabelSchema });
export const apiSpecQuery = z.object({ environment: productEnvironmentSchema.optional() });

export const APIM_PREFIX = '/api/apim';
/** The spec route of a version (and, with an environment, of one of its deployments). */
export function apiSpecUrl(apiId: string, version: string, environment?: ProductEnvironment): string {
  const base = `${APIM_PREFIX}/apis/${apiId}/versions/${encodeURIComponent(version)}/openapi`;
  return environment ? `${base}?environment=${environment}` : base;
}

/** Texts of the API detail page (spec 2 sections 2.3, 8). */
export const APIM_TEXTS = {
  manualApproval: 'Manual Approval Required',
  licenseNeeded: 'Purchase/License Needed',
  learnMore: 'Click Here to Learn More',
  notAuthorizedToSubscribe: 'Not authorized to subscribe this product',
  documentationNotFound: 'Documentation not found',
  throttlingNotConfigured: 'Throttling not configured',
} as const;
