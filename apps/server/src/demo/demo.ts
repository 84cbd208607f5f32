/** Loads the demo world into an empty database (first start, and tests that ask for it). */
import pg from 'pg';
import { demoPasswordHash } from './demo-hashes.js';
import type { Platform } from '../platform/platform.js';
import { loadDemoTeamRelations } from './demo-teams.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_USERS } from './world.js';
import { loadIotDemo } from './iot-load.js';
import { loadProductsDemo } from './products-load.js';
import { loadTemplatesDemo } from './templates-load.js';
import { loadApplicationsDemo } from './applications-load.js';
import { loadCatalogsDemo } from './catalogs-load.js';
import { loadEventSubscriptionsDemo } from './event-subscriptions-load.js';
import { demoServices } from './demo-services.js';

/** Arbitrary constant: the advisory lock under which one of several instances starting together loads the world. */
const DEMO_LOAD_LOCK = 7_206_002;

export async function loadDemoWorldIfEmpty(platform: Platform): Promise<boolean> {
  // Instances started together on one empty database: one loads, the others wait for it and find it loaded. The
  // lock is held on a connection of its own, so that the loading never waits for a pool connection held by it.
  const lock = new pg.Client(platform.pool.options);
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [DEMO_LOAD_LOCK]);
    const { rows } = await lock.query<{ n: string }>('SELECT count(*) AS n FROM users');
    if (Number(rows[0].n) > 0) return false;
    await loadDemoWorld(platform);
    return true;
  } finally {
    await lock.end().catch(() => undefined);
  }
}

export async function loadDemoWorld(platform: Platform): Promise<Record<string, string>> {
  const passwordHash = await demoPasswordHash(DEMO_PASSWORD);
  const ids: Record<string, string> = {};
  const client = await platform.pool.connect();
  try {
    await client.query('BEGIN');
    for (const u of DEMO_USERS) {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO users (email, password_hash, given_name, family_name, internal)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
        [u.email, passwordHash, u.givenName, u.familyName, u.internal],
      );
      ids[u.key] = rows[0].id;
    }
    for (const a of DEMO_ACCOUNTS) {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO accounts (name, reference, placeholder, initialization_status, enabled)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [a.name, a.reference, a.placeholder, a.initializationStatus ?? 'COMPLETED', a.enabled ?? true],
      );
      ids[a.key] = rows[0].id;
      for (const m of a.members) {
        await client.query('INSERT INTO account_members (account_id, user_id, role) VALUES ($1, $2, $3)', [
          ids[a.key],
          ids[m.user],
          m.role,
        ]);
      }
      for (const t of a.teams) {
        const team = await client.query<{ id: string }>(
          'INSERT INTO teams (account_id, name, display_name, description, internal) VALUES ($1, $2, $2, $3, $4) RETURNING id',
          [ids[a.key], t.name, t.description, t.internal],
        );
        ids[t.key] = team.rows[0].id;
        for (const m of t.members) {
          await client.query('INSERT INTO team_members (team_id, user_id, role) VALUES ($1, $2, $3)', [
            ids[t.key],
            ids[m.user],
            m.role,
          ]);
        }
      }
    }
    await loadDemoTeamRelations(client, ids);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
  const services = demoServices(platform);
  await loadProductsDemo(platform, services, ids);
  await loadApplicationsDemo(platform, ids);
  await loadEventSubscriptionsDemo(platform, ids);
  await loadCatalogsDemo(platform, ids);
  await loadIotDemo(platform, ids);
  await loadTemplatesDemo(platform, services, ids);
  platform.log.info({ users: DEMO_USERS.length, accounts: DEMO_ACCOUNTS.length }, 'demo world loaded');
  return ids;
}

/** Printed by the server at start so a newcomer knows how to sign in. */
export function demoBanner(url: string): string {
  const lines = [
    '',
    `  Developer Console is running at ${url}`,
    '',
    `  Demo sign-ins (password for all: ${DEMO_PASSWORD})`,
    ...DEMO_USERS.map((u) => `    ${u.email.padEnd(28)} ${u.who}`),
    '',
  ];
  return lines.join('\n');
}
