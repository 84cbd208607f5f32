/**
 * The permission matrix (issue 13 item 1): for every ROUTE_TABLE entry, the status each persona gets, written down
 * from the spec's roles (each spec's section 6, SPEC-NOTES, and the contracts' error catalogues), and how to fill
 * the route's params, query, body and team header with demo ids.
 *
 * Every persona acts from its home team (the team_uuid header it sends): Acme Integrations for the Acme members,
 * Platform Engineering for the internal staff admin, Globex Labs for the admin of another account. The ids are the
 * Acme tenant's (or, for features only internal teams have, the platform's): so the staff admin and the other
 * account's admin probe another tenant's ids from a context that is legitimately theirs.
 */
import type { DemoServer } from '../demo-server.js';

export const PERSONAS = [
  'anonymous',
  'basic',
  'developer',
  'teamAdmin',
  'accountAdmin',
  'staff',
  'otherAdmin',
] as const;
export type Persona = (typeof PERSONAS)[number];

/**
 * The demo user of each persona. The account admin of Acme Corp is the team admin of Acme Integrations (demo world):
 * the same user, so rows give accountAdmin only where an account is what the route acts on (it defaults to the
 * teamAdmin expectation, and the runner does not repeat an identical call).
 */
export const PERSONA_USER: Record<Persona, string | null> = {
  anonymous: null,
  basic: 'basic',
  developer: 'developer',
  teamAdmin: 'teamAdmin',
  accountAdmin: 'teamAdmin',
  staff: 'staff',
  otherAdmin: 'globexAdmin',
};

/** The team each persona names as its current team (team_uuid), by demo world key. */
export const HOME_TEAM: Record<Persona, string> = {
  anonymous: 'acmeIntegrations',
  basic: 'acmeIntegrations',
  developer: 'acmeIntegrations',
  teamAdmin: 'acmeIntegrations',
  accountAdmin: 'acmeIntegrations',
  staff: 'platform',
  otherAdmin: 'globexLabs',
};

export type Expect = Record<Exclude<Persona, 'accountAdmin'>, number> & { accountAdmin?: number };

/** Expected statuses in persona order: anonymous, basic, developer, teamAdmin, staff, otherAdmin. */
export const s = (
  anonymous: number,
  basic: number,
  developer: number,
  teamAdmin: number,
  staff: number,
  otherAdmin: number,
): Expect => ({ anonymous, basic, developer, teamAdmin, staff, otherAdmin });

/** No sign-in needed: everyone gets the same status. */
export const PUBLIC = s(200, 200, 200, 200, 200, 200);
/** Any signed-in user, whatever the team. */
export const SIGNED_IN = (status = 200) => s(401, status, status, status, status, status);

/** What a row's call sends. team: the team_uuid header (default: the persona's home team; null: none). */
export interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  multipart?: () => FormData;
  form?: Record<string, string>;
  team?: string | null;
}

export interface Ctx {
  persona: Persona;
  ids: Record<string, string>;
  /** Fixtures made by the runner once (fixtures.ts) and, for destructive rows, the row's fresh ones. */
  fx: Record<string, string>;
  /** The persona's home team id. */
  home: string;
}

export interface MatrixHarness {
  demo: DemoServer;
  ids: Record<string, string>;
  fx: Record<string, string>;
  /** JSON of a GET as a demo user (team: a world key or id for the team header), failing on a non-2xx. */
  read(user: string, path: string, team?: string): Promise<unknown>;
  /** A JSON call as a demo user, failing unless the status is `status` (default 200). */
  json<T = Record<string, unknown>>(
    user: string,
    team: string | null,
    method: string,
    path: string,
    body?: unknown,
    status?: number,
  ): Promise<T>;
  /** A multipart upload as a demo user, failing unless the status is `status`. */
  upload(user: string, team: string, path: string, form: FormData, status: number): Promise<Record<string, unknown>>;
  query<T = Record<string, unknown>>(sql: string, values?: unknown[]): Promise<T[]>;
}

export interface MatrixRow {
  /** A ROUTE_TABLE name. */
  route: string;
  expect: Expect;
  call?: (c: Ctx) => Call;
  /** Writes: the tenant's state as its owner sees it, equal before and after every refused call. */
  observe?: (h: MatrixHarness, fresh: Record<string, string>) => Promise<unknown>;
  /** Destructive writes: fresh fixtures, made before the refused calls and again before each allowed call. */
  fresh?: (h: MatrixHarness) => Promise<Record<string, string>>;
  /** A check of an answer's body beyond its status (null: fine, else what is wrong). */
  inspect?: (persona: Persona, body: string, ids: Record<string, string>) => string | null;
  /** Why the expectation is what it is, where the spec needs reading. */
  why?: string;
}

export const isAllowed = (status: number) => status >= 200 && status < 300;

/** An answer (a list) must not carry these demo ids (world keys) to these personas: another tenant's rows. */
export const hides =
  (keys: string[], from: Persona[] = ['staff', 'otherAdmin']) =>
  (p: Persona, body: string, ids: Record<string, string>): string | null => {
    if (!from.includes(p)) return null;
    const seen = keys.filter((k) => body.includes(ids[k]));
    return seen.length ? `${p} is shown ${seen.join(', ')}` : null;
  };
