/**
 * Applications (spec 2 sections 2.6-2.8, 3 "Application" and "Secret", 5, 6, 7 "Applications", 8, 9), served under
 * /api/apim. Every call names the current team in the `team_uuid` header (400 API1009 without it).
 *   GET    /applications/?searchText&sort            -> applicationListSchema { items } (the team's applications;
 *          search: display name, description, id; sort asc = name A-Z (default), recent = newest first)
 *   GET    /applications/{applicationId}              -> applicationSchema
 *   POST   /applications                body createApplicationBody -> 201 applicationCreatedSchema: the application
 *          and its first secret (every application is born with one, so that its client id works at once)
 *   PATCH  /applications/{applicationId}  body updateApplicationBody (any subset) -> applicationSchema (only the
 *          creator may make it PERSONAL: 403 AZ1011)
 *   DELETE /applications/{applicationId}              -> 204 (its subscriptions go with it; 'resource': 409)
 *   GET    /applications/{appId}/secrets              -> secretListSchema { data: [{ id, created_at }] } (no values)
 *   GET    /applications/{appId}/secrets/{secretId}   -> secretValueListSchema { data: [{ id, secret, created_at }] }
 *   POST   /applications/{applicationId}/secrets      -> 201 secretValueListSchema (the new secret; at most 5: 409
 *          APPLICATION_SECRET_LIMIT). Send no body (or `{}`): an empty body with a JSON content type is refused.
 *   DELETE /applications/{appId}/secrets/{secretId}   -> 204 (never the last one: 409 APPLICATION_LAST_SECRET)
 * Who: a developer or an admin of the team (canFilterApplications). A basic user gets 403: AZ1009 on reads, AZ1008
 * on create, AZ1011 on update and on secret changes, AZ1010 on delete. Any application, secret or subscription of a
 * team the caller is not a member of answers 404 API1010 (its existence is not disclosed); listing such a team's
 * applications answers 403 AZ1009. PERSONAL applications are visible to their creator only.
 *
 * OAuth: each application is a confidential client of the console's provider (/oidc). client_id = application id;
 * every current secret works with client_secret_basic or client_secret_post; a deleted secret stops working at
 * once (access tokens already issued live out their ACCESS_TOKEN_TTL). An application that is not Available or
 * CREATED is no client. client_credentials at /oidc/token returns a JWT access token (typ at+jwt, RS256,
 * verifiable with /oidc/jwks) whose aud is APPLICATION_TOKEN_AUDIENCE, with claims client_id, team_id and
 * `subscriptions` (keys of the APIs the application has an Active subscription to). authorization_code needs PKCE
 * (S256) and asks the user's consent;
 * the device code grant starts at /oidc/device/auth (the user enters the code at /oidc/device). The console's
 * own tokens never work for an application, nor an application's for the console's API (audience).
 */
import { z } from 'zod';
import { NAME_PATTERN, NAME_PATTERN_MESSAGE } from './validation.js';

export const GRANT_TYPES = {
  clientCredentials: 'client_credentials',
  authorizationCode: 'authorization_code',
  deviceCode: 'urn:ietf:params:oauth:grant-type:device_code',
  refreshToken: 'refresh_token',
} as const;
export type GrantType = (typeof GRANT_TYPES)[keyof typeof GRANT_TYPES];
/** The grant types the New Application form offers (spec 2 section 9). */
export const APPLICATION_GRANT_TYPES = [
  GRANT_TYPES.clientCredentials,
  GRANT_TYPES.authorizationCode,
  GRANT_TYPES.deviceCode,
] as const;
/**
 * Token configuration (spec 2 section 9): refresh tokens, for the user-facing grants. The spec also names token
 * exchange; the console's provider has no token-exchange grant, so it is not offered (rather than stored and ignored).
 */
export const TOKEN_CONFIGURATION_TYPES = [GRANT_TYPES.refreshToken] as const;
export const ALL_GRANT_TYPES = [...APPLICATION_GRANT_TYPES, ...TOKEN_CONFIGURATION_TYPES] as const;
export const grantTypeSchema = z.enum(ALL_GRANT_TYPES);
export const GRANT_TYPE_LABELS: Record<GrantType, string> = {
  client_credentials: 'Client Credentials',
  authorization_code: 'Authorization Code',
  'urn:ietf:params:oauth:grant-type:device_code': 'Device Code',
  refresh_token: 'Refresh Token',
};

/** Audience (resource indicator) of client-credentials access tokens: the API products. */
export const APPLICATION_TOKEN_AUDIENCE = 'urn:developer-console:api-products';

export const APPLICATION_NAME_MIN = 3;
export const APPLICATION_NAME_MAX = 64;
export const APPLICATION_DESCRIPTION_MAX = 1000;
export const APPLICATION_URL_MAX = 2000;
export const APPLICATION_URLS_MAX = 10;
/** Spec 2 section 9. */
export const MAX_APPLICATION_SECRETS = 5;
/** Our choice: secret_rotation_required once the newest secret is older than this. */
export const SECRET_ROTATION_DAYS = 365;
export const APPLICATIONS_ORDER_KEY = 'applicationsOrder';
export const APPLICATION_SORTS = ['asc', 'recent'] as const;
export const DEFAULT_APPLICATIONS_ORDER = 'asc';
/** Spec 2 section 9: the panel closes this long after 'Application created.'; the detail fetch waits this long. */
export const APPLICATION_PANEL_CLOSE_MS = 2000;
export const APPLICATION_DETAIL_FETCH_DELAY_MS = 200;

export const APPLICATION_VISIBILITIES = ['TEAM', 'PERSONAL'] as const;
/** 'resource' applications stand for an API of the provider and cannot be deleted; the console creates 'client'. */
export const APPLICATION_TYPES = ['client', 'resource'] as const;
/** Available and CREATED are active (selectable when subscribing); others are greyed out and get no tokens. */
export const APPLICATION_STATUSES = { available: 'Available', created: 'CREATED', disabled: 'Disabled' } as const;
export const isActiveApplicationStatus = (status: string) =>
  status === APPLICATION_STATUSES.available || status === APPLICATION_STATUSES.created;

/** Texts of the applications screens (spec 2 sections 2.6-2.8, 5, 6, 7), verbatim. */
export const APPLICATION_TEXTS = {
  title: 'Applications',
  newApplication: 'New Application',
  newApplicationSubtitle: 'Create a new application.',
  createButton: 'Create Application',
  saveChanges: 'Save Changes',
  searchPlaceholder: 'Enter application ID, name, or keywords.',
  basicUserNotice:
    'Basic users may not view client applications or their credentials. Please contact a team Admin to become a Developer if needed. Thank you.',
  basicUserCannotCreate: 'Basic user cannot create an application',
  nameRequired: 'Application Name is Mandatory',
  nameMin: 'Mininum 3 characters needed',
  namePattern: NAME_PATTERN_MESSAGE,
  nameMax: `At most ${APPLICATION_NAME_MAX} characters`,
  grantTypeRequired: 'Choose at least one grant type.',
  callbackRequired: 'Callback url is Mandatory',
  callbackInvalid: 'Callback URL is not valid.',
  logoutInvalid: 'Logout URL is not valid.',
  tooManyUrls: `At most ${APPLICATION_URLS_MAX} URLs`,
  notAvailable: 'Not Available',
  created: 'Application created.',
  updated: 'Application is updated',
  secretRemoved: 'Removed Secret Successfully',
} as const;

/** A callback or logout URL: absolute http(s), with a host, without fragment or user info (OAuth's rules). */
const APPLICATION_URL_SHAPE = /^https?:\/\/[^\s/?#@]+(?:[/?][^\s#]*)?$/i;
const parsableUrl = z.url({ protocol: /^https?$/ });
export const isValidApplicationUrl = (value: string): boolean =>
  value.length <= APPLICATION_URL_MAX && APPLICATION_URL_SHAPE.test(value) && parsableUrl.safeParse(value).success;

/** URLs are typed as comma-separated text and sent as trimmed lists (spec 2 section 5). */
export const splitUrlList = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const applicationNameSchema = z
  .string({ error: APPLICATION_TEXTS.nameRequired })
  .trim()
  .min(1, APPLICATION_TEXTS.nameRequired)
  .min(APPLICATION_NAME_MIN, APPLICATION_TEXTS.nameMin)
  .max(APPLICATION_NAME_MAX, APPLICATION_TEXTS.nameMax)
  .regex(NAME_PATTERN, APPLICATION_TEXTS.namePattern);

const urlList = (message: string) =>
  z
    .array(z.string().trim().refine(isValidApplicationUrl, message))
    .max(APPLICATION_URLS_MAX, APPLICATION_TEXTS.tooManyUrls)
    .transform((list) => [...new Set(list)]);

const grantTypes = z
  .array(grantTypeSchema)
  .min(1, APPLICATION_TEXTS.grantTypeRequired)
  .transform((list) => [...new Set(list)])
  .refine((list) => list.some((g) => g !== GRANT_TYPES.refreshToken), APPLICATION_TEXTS.grantTypeRequired);

const fields = {
  name: applicationNameSchema,
  description: z.string().trim().max(APPLICATION_DESCRIPTION_MAX),
  grant_types: grantTypes,
  redirect_uri: urlList(APPLICATION_TEXTS.callbackInvalid),
  logout_uri: urlList(APPLICATION_TEXTS.logoutInvalid),
  visibility: z.enum(APPLICATION_VISIBILITIES),
};

/** The rule across fields: authorization code needs a callback URL. Path and message as the form shows them. */
export function callbackIssue(v: { grant_types: readonly string[]; redirect_uri: readonly string[] }) {
  return v.grant_types.includes(GRANT_TYPES.authorizationCode) && v.redirect_uri.length === 0
    ? { path: ['redirect_uri'], message: APPLICATION_TEXTS.callbackRequired }
    : undefined;
}

export const createApplicationBody = z
  .object({
    ...fields,
    description: fields.description.default(''),
    redirect_uri: fields.redirect_uri.default([]),
    logout_uri: fields.logout_uri.default([]),
    visibility: fields.visibility.default('TEAM'),
  })
  .superRefine((v, ctx) => {
    const issue = callbackIssue(v);
    if (issue) ctx.addIssue({ code: 'custom', ...issue });
  });
export type CreateApplicationBody = z.input<typeof createApplicationBody>;

/** PATCH: any subset; the server checks the callback rule on the result (400 VALIDATION_FAILED, path redirect_uri). */
export const updateApplicationBody = z
  .object({
    name: fields.name.optional(),
    description: fields.description.optional(),
    grant_types: fields.grant_types.optional(),
    redirect_uri: fields.redirect_uri.optional(),
    logout_uri: fields.logout_uri.optional(),
    visibility: fields.visibility.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update.');
export type UpdateApplicationBody = z.input<typeof updateApplicationBody>;

export const applicationSchema = z.object({
  id: z.string().uuid(),
  /** The OAuth client id at /oidc (the application id). */
  client_id: z.string(),
  name: z.string(),
  display_name: z.string(),
  description: z.string(),
  /** ISO date-time, and the day (YYYY-MM-DD; null shows 'Not Available'). */
  created_at: z.string(),
  created_date: z.string().nullable(),
  status: z.string(),
  visibility: z.enum(APPLICATION_VISIBILITIES),
  application_type: z.enum(APPLICATION_TYPES),
  grant_types: z.array(grantTypeSchema),
  redirect_uri: z.array(z.string()),
  logout_uri: z.array(z.string()),
  secret_rotation_required: z.boolean(),
  /** Subscriptions of any status (expired requests not counted). */
  subscription_count: z.number().int(),
  secret_count: z.number().int(),
  team_id: z.string().uuid(),
  /** E-mail of the creator (null when gone). */
  created_by: z.string().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationListQuery = z.object({
  searchText: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((s) => s || undefined),
  sort: z.enum(APPLICATION_SORTS).default(DEFAULT_APPLICATIONS_ORDER),
});
export type ApplicationListQuery = z.output<typeof applicationListQuery>;
export const applicationListSchema = z.object({ items: z.array(applicationSchema) });
export type ApplicationList = z.infer<typeof applicationListSchema>;

export const secretSummarySchema = z.object({ id: z.string().uuid(), created_at: z.string() });
export const secretValueSchema = secretSummarySchema.extend({ secret: z.string() });
export type SecretSummary = z.infer<typeof secretSummarySchema>;
export type SecretValue = z.infer<typeof secretValueSchema>;
export const secretListSchema = z.object({ data: z.array(secretSummarySchema) });
export const secretValueListSchema = z.object({ data: z.array(secretValueSchema) });
export type SecretList = z.infer<typeof secretListSchema>;
export type SecretValueList = z.infer<typeof secretValueListSchema>;

export const applicationCreatedSchema = applicationSchema.extend({ secrets: z.array(secretValueSchema) });
export type ApplicationCreated = z.infer<typeof applicationCreatedSchema>;

export const applicationParams = z.object({ applicationId: z.string().uuid() });
export const secretParams = applicationParams.extend({ secretId: z.string().uuid() });
