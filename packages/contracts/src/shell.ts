/**
 * Constants of the console shell and its shared building blocks (spec 1 sections 2.2, 4.2, 4.6, 6, 9;
 * spec 3 sections 2.5, 4 and 9) that the console, its tests and the server's static configuration share.
 */

/** Feature flags of /ui-config/feature-toggler.json that the shell and the workbench read. */
export const FEATURE_FLAGS = {
  apiManagement: 'apiManagement',
  dataHub: 'dataHub',
  templateManager: 'templateManager',
  emailTrace: 'emailTrace',
  iot: 'iot',
  processingFramework: 'processingFramework',
  sdkManagement: 'sdkManagement',
  linter: 'linter',
  /** The analytics page's Combined Metrics checkbox (spec 3 sections 2.2, 6). */
  combinedMetrics: 'combinedMetrics',
} as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[keyof typeof FEATURE_FLAGS];

/** The user preference holding the chosen console language (POST /api/core/users/{uuid}/preferences). */
export const LANGUAGE_PREFERENCE = 'language';
/** Local copy of the chosen language; kept on sign-out so the landing page keeps the user's language. */
export const LANGUAGE_STORAGE_KEY = 'LANGUAGE';
/** The last page titles (spec 3 section 4: only 3 are kept); cleared with the other keys on sign-out. */
export const PAGE_HISTORY_STORAGE_KEY = 'PAGE_HISTORY';
export const PAGE_HISTORY_SIZE = 3;

/** Query parameter that picks the current team (spec 1 section 4.2, rule 1). */
export const CURRENT_TEAM_QUERY_PARAM = 'currentTeam';

/** Load states of asynchronous work (spec 3 section 4). */
export const LOAD_STATUS = {
  init: 'INIT',
  loading: 'LOADING',
  intermediate: 'INTERMEDIATE',
  loaded: 'LOADED',
  error: 'ERROR',
} as const;
export type LoadStatus = (typeof LOAD_STATUS)[keyof typeof LOAD_STATUS];

export const MINUTE_MS = 60_000;
/** Retry dialog default (spec 3 section 4). */
export const RETRY_LIMIT = 20;
/** A slide-in sub-menu hides this long after the pointer leaves it (spec 1 section 4.6). */
export const SUB_MENU_HIDE_MS = 600;
/** Team selector label width (spec 1 section 9). */
export const TEAM_SELECTOR_MAX_WIDTH = 227;
export const TEAM_SELECTOR_MAX_WIDTH_SMALL = 170;
/** Severities of alerts and snackbars (spec 1 section 4.6). */
export const SEVERITIES = ['success', 'info', 'warning', 'error'] as const;
export type Severity = (typeof SEVERITIES)[number];
