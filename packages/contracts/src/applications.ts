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
import { NAME_PATTERN } from './validation.js';
import {
  ALL_GRANT_TYPES,
  APPLICATION_SORTS,
  DEFAULT_APPLICATIONS_ORDER,
  APPLICATION_DESCRIPTION_MAX,
  APPLICATION_NAME_MAX,
  APPLICATION_NAME_MIN,
  APPLICATION_TEXTS,
  APPLICATION_TYPES,
  APPLICATION_URLS_MAX,
  APPLICATION_URL_MAX,
  APPLICATION_VISIBILITIES,
  GRANT_TYPES,
} from './applications-constants.js';

export * from './applications-constants.js';

export const grantTypeSchema = z.enum(ALL_GRANT_TYPES);

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
