/** Business constants and limits (spec 1 section 9, spec 3 section 9). */
export const CONSOLE_NAME = 'Developer Console';
export const CALLBACK_PATH = '/callback';
export const POST_LOGOUT_PATH = '/landing';
/** The command line's OAuth client at the embedded provider: public, device code and refresh token grants only. */
export const CLI_CLIENT_ID = 'dc-cli';
export const CLI_CLIENT_NAME = 'Developer Console CLI';
export const LEGAL_TERMS_VERSION = '1.2';
export const legalTermsPreferenceKey = (version: string = LEGAL_TERMS_VERSION) => `LTA-v${version}`;

export const PKCE_VERIFIER_LENGTH = 40;
/** The spec calls for a fixed state value on the authorization request. */
export const OIDC_FIXED_STATE = 'developer-console';
/** Refresh is scheduled this many seconds before expiry, plus a random slack of up to the same amount. */
export const REFRESH_SLACK_SECONDS = 600;
export const LOGOUT_REDIRECT_DELAY_MS = 5;

export const STATUS_POLL_MS = 120_000;
export const ALERT_AUTO_HIDE_MS = 6000;
export const ONLINE_SNACKBAR_MS = 2000;
export const SNACKBAR_AUTO_HIDE_MS = 5000;
export const SNACKBAR_MAX = 3;
export const DELETE_SUCCESS_DELAY_MS = 3000;
export const TEAM_REFRESH_DELAY_MS = 500;
export const PERMISSION_CHECKS_PER_REQUEST = 10;
export const ACCOUNT_NAME_LIMIT = 100;
export const SIDEBAR_WIDTH = 256;
export const SIDEBAR_COLLAPSED_WIDTH = 64;
export const TOP_BAR_HEIGHT = 56;
export const TERMS_MAX_HEIGHT = 316;
export const TRANSLATION_CACHE_MS = 24 * 60 * 60 * 1000;

export const ENVIRONMENTS = [
  'development',
  'development2',
  'qa',
  'qa2',
  'staging',
  'production',
  'simulation',
  'local',
] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Local-storage keys the console keeps (spec 1 section 4.1); all are cleared on logout. */
export const STORAGE_KEYS = {
  session: 'SESSION_INFO',
  providerConfig: 'PROVIDER_CONFIG',
  consumerConfig: 'CONSUMER_CONFIG',
  userInfo: 'USER_INFO',
  currentTeam: 'CURRENT_TEAM',
  closedAlerts: 'CLOSED_ALERTS',
  globalStorage: 'GLOBAL_STORAGE',
  postCache: 'POST_CACHE',
  storedRoute: 'STORED_ROUTE',
  pkceVerifier: 'PKCE_VERIFIER',
  refreshBlocked: 'isBlocked',
} as const;
