/**
 * Application constants and texts without schemas (spec 2 sections 2.6-2.8, 5, 6, 7, 9), in a module of their own:
 * the application list's first paint needs these and no zod (issue 18); applications.ts re-exports them.
 */
import { NAME_PATTERN_MESSAGE } from './text-patterns.js';

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
