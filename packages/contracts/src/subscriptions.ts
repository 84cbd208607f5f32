/**
 * API subscriptions (spec 2 sections 2.9, 3 "API subscription", 4, 7 "API products and subscriptions"; spec 1
 * sections 3 and 7.6), served under /api/apim, and the team-wide rows under /api/subscription. Every call names the
 * current team in the `team_uuid` header (400 API1009 without it).
 *   POST   /subscriptions/                   body createSubscriptionBody -> 201 apiSubscriptionSchema: Active, or
 *          Pending when the API's approval_type is manual (the provider team's admins get an e-mail)
 *   GET    /subscriptions/apis?app_ids&status&searchText&sort&page&pageSize -> subscriptionPageSchema (the team's)
 *   GET    /subscriptions/apis/{apiId}/apps?...same query      -> subscriptionPageSchema: the team's applications
 *          subscribed to (or requesting) that API
 *   GET    /subscriptions/apps/{appId}/apis/{apiId}/summary    -> subscriptionSummarySchema
 *   DELETE /subscriptions/apps/{appId}/apis/{apiId}            -> 204 (a Pending request is withdrawn; Denied: 409
 *          API1021, spec 2 section 4 disables it)
 *   GET    /subscriptions/pendingApprovals?searchText&page&pageSize -> pendingApprovalPageSchema: requests for APIs
 *          the current team owns; the team must be internal (403 API1014) and the caller admin-mapped (403 API1022)
 *   POST   /subscriptions/pendingApprovals/{subscriptionId}/approve            -> pendingApprovalSchema (Active)
 *   POST   /subscriptions/pendingApprovals/{subscriptionId}/deny  body { explanation } (blank: 400 API1023)
 *          -> pendingApprovalSchema (Denied). Approve and deny e-mail the subscriber; unknown: 404 API1026, no
 *          longer pending (decided or expired): 409 API1020, an API without manual approval: 409 API1024.
 *   GET    /api/subscription/subscription/v1?same query -> teamSubscriptionPageSchema (spec 1's row shape)
 * A Pending request expires subscription_expiry_days after it was made: from then on it is gone (not listed, 404,
 * and the application may ask again). Creating answers 409 API1011 (Active exists), API1019 (Pending), API1021
 * (Denied); 400 API1016 when the API has no deployment; 403 AZ1007 for basic users or an API that takes no
 * subscriptions; 404 API1010 for an application of another team. Lists and summaries are open to every member of
 * the team (basic users see no credentials in the summary); deleting needs a developer or admin (403 AZ1012).
 * Another team's subscription answers 404 API1012; listing for a team the caller is not in 403 AZ1016.
 */
import { z } from 'zod';
import { secretValueSchema } from './applications.js';

export const SUBSCRIPTION_STATUSES = { active: 'Active', pending: 'Pending', denied: 'Denied' } as const;
export const SUBSCRIPTION_STATUS_VALUES = ['Active', 'Pending', 'Denied'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUS_VALUES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const SUBSCRIPTION_SORTS = ['recent', 'asc'] as const;
export const SUBSCRIPTIONS_ORDER_KEY = 'subscriptionsOrder';
export const DEFAULT_SUBSCRIPTIONS_ORDER = 'recent';
/** Spec 2 section 9. */
export const SUBSCRIPTIONS_PAGE_SIZE = 5;
export const SUBSCRIPTIONS_MAX_PAGE_SIZE = 100;
export const SUBSCRIPTION_TOAST_MS = 2000;
/** The summary shows API products as this type. */
export const API_PRODUCT_TYPE_LABEL = 'HTTP / REST API';

/** The team-wide rows' service (DESIGN.md prefixes): GET ${SUBSCRIPTION_PREFIX}/subscription/v1. */
export const SUBSCRIPTION_PREFIX = '/api/subscription';
export const PENDING_APPROVALS_PATH = '/subscriptions/pendingApprovals';
export const subscriptionSummaryPath = (appId: string, apiId: string) => `/subscriptions/apps/${appId}/apis/${apiId}`;

/** Texts of the subscription screens (spec 2 sections 2.9, 4, 5, 7; SPEC-NOTES 5), verbatim. */
export const SUBSCRIPTION_TEXTS = {
  title: 'Subscriptions',
  searchPlaceholder: 'Search for applications or products',
  detailsTitle: 'Subscription Details',
  noSubscriptions: 'No Subscriptions Found',
  noEventSubscriptions: 'No Subscriptions Available',
  noPendingApprovals: 'No Pending Subscription Approvals Found',
  deleted: 'The subscription is deleted.',
  invalidApplicationName: 'Invalid client Application Name provided.',
  approved: 'The subscription is approved.',
  denied: 'The subscription is denied.',
  viewAll: 'View All Subscriptions',
} as const;

/** Spec 2 section 4: statuses display lowercase-capitalised (Active, Pending, Denied; 'subscribed' -> Active). */
export function statusLabel(status: string): string {
  const s = status.toLowerCase() === 'subscribed' ? 'active' : status.toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export const createSubscriptionBody = z.object({ app_id: z.string().uuid(), api_id: z.string().uuid() });
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBody>;

const list = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(100));

export const subscriptionListQuery = z.object({
  /** Application ids, comma-separated or repeated. */
  app_ids: list(z.string().uuid()).optional(),
  /** Active, Pending, Denied (comma-separated or repeated); default all. */
  status: list(subscriptionStatusSchema).optional(),
  /** Matches the application's name and id, the API's name, key and namespace, ignoring case. */
  searchText: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((s) => s || undefined),
  /** recent: newest first; asc: application name A-Z, then API name. */
  sort: z.enum(SUBSCRIPTION_SORTS).default(DEFAULT_SUBSCRIPTIONS_ORDER),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(SUBSCRIPTIONS_MAX_PAGE_SIZE).default(20),
});
export type SubscriptionListQuery = z.output<typeof subscriptionListQuery>;

/** One API subscription (spec 2 section 3, with the fields of spec 1's team-wide row). */
export const apiSubscriptionSchema = z.object({
  subscription_id: z.string().uuid(),
  /** The application id (spec 2: `id` is the application's). */
  id: z.string().uuid(),
  app_uuid: z.string().uuid(),
  app_name: z.string(),
  app_display_name: z.string(),
  app_visibility: z.string(),
  app_status: z.string(),
  api_id: z.string().uuid(),
  api_uuid: z.string().uuid(),
  api_name: z.string(),
  api_display_name: z.string(),
  /** The API's display name (spec 2's `display_name`). */
  display_name: z.string(),
  /** The product family: the API's display name. */
  product: z.string(),
  /** `<namespace>.<name>` of the API. */
  key: z.string(),
  namespace: z.string(),
  /** Environments the API is deployed to (DEV, QA, STAGE, PROD order). */
  environments: z.array(z.string()),
  subscription_status: subscriptionStatusSchema,
  subscription_created_at: z.string(),
  /** Pending: when the request expires. */
  expires_at: z.string().nullable(),
  /** Active or Denied after a decision: when, and the explanation of a denial. */
  decided_at: z.string().nullable(),
  denial_reason: z.string().nullable(),
});
export type ApiSubscription = z.infer<typeof apiSubscriptionSchema>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export const subscriptionPageSchema = page(apiSubscriptionSchema);
export type SubscriptionPage = z.infer<typeof subscriptionPageSchema>;

/** Spec 1 section 3's team-wide row (GET /subscription/v1). */
export const teamSubscriptionRowSchema = apiSubscriptionSchema.pick({
  api_name: true,
  app_display_name: true,
  app_uuid: true,
  api_display_name: true,
  subscription_created_at: true,
  subscription_status: true,
  product: true,
  key: true,
  api_id: true,
  namespace: true,
  app_visibility: true,
});
export type TeamSubscriptionRow = z.infer<typeof teamSubscriptionRowSchema>;
export const teamSubscriptionPageSchema = page(teamSubscriptionRowSchema);
export type TeamSubscriptionPage = z.infer<typeof teamSubscriptionPageSchema>;

/** The Subscription Details page: the subscription, the API's versions, the application's credentials. */
export const subscriptionSummarySchema = apiSubscriptionSchema.extend({
  product_type: z.literal(API_PRODUCT_TYPE_LABEL),
  versions: z.array(z.object({ key: z.string(), spec_url: z.string() })),
  /** null for basic users, who may not see credentials. */
  credentials: z.object({ client_id: z.string(), secrets: z.array(secretValueSchema) }).nullable(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const pendingApprovalSchema = z.object({
  subscription_id: z.string().uuid(),
  subscription_status: subscriptionStatusSchema,
  app_uuid: z.string().uuid(),
  app_name: z.string(),
  app_display_name: z.string(),
  /** The subscribing team, and who asked (e-mail; null when gone). */
  team_id: z.string().uuid(),
  team_name: z.string(),
  requested_by: z.string().nullable(),
  api_id: z.string().uuid(),
  api_display_name: z.string(),
  key: z.string(),
  subscription_created_at: z.string(),
  expires_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  denial_reason: z.string().nullable(),
});
export type PendingApproval = z.infer<typeof pendingApprovalSchema>;
export const pendingApprovalPageSchema = page(pendingApprovalSchema);
export type PendingApprovalPage = z.infer<typeof pendingApprovalPageSchema>;

export const pendingApprovalsQuery = subscriptionListQuery.pick({ searchText: true, page: true, pageSize: true });
export const DENIAL_EXPLANATION_MAX = 1000;
/** A blank or missing explanation answers 400 API1023 (not VALIDATION_FAILED). */
export const denySubscriptionBody = z.object({
  explanation: z.string().trim().min(1, 'Please provide an explanation for the denial.').max(DENIAL_EXPLANATION_MAX),
});
export type DenySubscriptionBody = z.infer<typeof denySubscriptionBody>;

export const subscriptionAppApiParams = z.object({ appId: z.string().uuid(), apiId: z.string().uuid() });
export const subscriptionApiParams = z.object({ apiId: z.string().uuid() });
export const pendingApprovalParams = z.object({ subscriptionId: z.string().uuid() });
