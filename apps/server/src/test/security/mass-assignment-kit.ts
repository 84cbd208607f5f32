/**
 * The fields a mass-assignment attempt adds to a valid body, with values planted so that any row they reach can be
 * recognised: a made-up id and date, a marked secret, and the ids of another team, account and user than the
 * caller's (each chosen so that the request itself does not name it).
 */
import type { RouteEntry } from '@dc/contracts';
import { declaredKeys } from './zod-arbitrary.js';

export { undeclaredKeys } from './zod-arbitrary.js';

export const PLANTED_ID = '0badc0de-0000-4000-8000-00000000dead';
export const PLANTED_DATE = '2001-02-03T04:05:06.000Z';
export const PLANTED_SECRET = 'mass-assignment-planted-secret';

/** Teams and accounts of each demo user (world.ts). */
const TEAMS_OF: Record<string, string[]> = {
  staff: ['platform'],
  teamAdmin: ['acmeIntegrations', 'acmeMobile'],
  developer: ['acmeIntegrations', 'globexLabs'],
  basic: ['acmeIntegrations'],
  noTeam: ['umbrellaSiteCrew'],
  globexAdmin: ['globexLabs'],
};
const ACCOUNTS_OF: Record<string, string[]> = {
  staff: ['provider'],
  teamAdmin: ['acme'],
  developer: ['acme', 'globex'],
  basic: ['acme'],
  noTeam: ['umbrella'],
  globexAdmin: ['globex'],
};

function foreign(candidates: string[], own: string[], ids: Record<string, string>, request: string): string {
  const key = candidates.find((c) => !own.includes(c) && !request.includes(ids[c]));
  if (!key) throw new Error('no foreign id left to plant');
  return ids[key];
}

/** The extra fields for a route, minus those its schema declares (those are the route's own business). */
export function extrasFor(
  entry: RouteEntry,
  actor: string,
  ids: Record<string, string>,
  request: string,
): Record<string, unknown> {
  const team = foreign(['globexLabs', 'platform', 'acmeMobile', 'acmeIntegrations'], TEAMS_OF[actor], ids, request);
  const account = foreign(['globex', 'provider', 'acme'], ACCOUNTS_OF[actor], ids, request);
  const user = foreign(['globexAdmin', 'staff', 'basic'], [actor], ids, request);
  const all: Record<string, unknown> = {
    role: 'admin',
    isAdmin: true,
    internal: true,
    status: 'Active',
    teamId: team,
    team_id: team,
    team_uuid: team,
    ownerId: user,
    owner_id: user,
    createdBy: user,
    created_by: user,
    userId: user,
    accountId: account,
    account_id: account,
    id: PLANTED_ID,
    uuid: PLANTED_ID,
    createdAt: PLANTED_DATE,
    created_at: PLANTED_DATE,
    secret: PLANTED_SECRET,
    clientSecret: PLANTED_SECRET,
    signingSecret: PLANTED_SECRET,
    passwordHash: PLANTED_SECRET,
  };
  const declared = entry.body ? declaredKeys(entry.body) : new Set<string>();
  return Object.fromEntries(Object.entries(all).filter(([k]) => !declared.has(k)));
}

/** The planted values a written row must not contain (as PostgreSQL prints them). */
export function plantedValues(extras: Record<string, unknown>, request: string): string[] {
  const values = Object.values(extras).filter((v): v is string => typeof v === 'string' && v.length > 8);
  const printed = values.map((v) => (v === PLANTED_DATE ? '2001-02-03' : v));
  return [...new Set(printed)].filter((v) => !request.includes(v));
}
