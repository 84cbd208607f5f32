/**
 * The team pre-handler's membership cache (team-membership.service.ts) never outlives a change: a member removed on
 * another instance is refused by the very next call here, and the cache lists every table its read stands on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TEAM_HEADER } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { tablesNotifying, tablesRead } from '../../test/read-plan.js';
import { startSecondInstance } from '../../test/second-instance.js';
import type { TestServer } from '../../test/harness.js';
import { MEMBERSHIP_TABLES } from './team-membership.service.js';
import { findTeamForUser } from './teams.repository.js';

let demo: DemoServer;
let other: TestServer;

beforeAll(async () => {
  demo = await startDemoServer();
  other = await startSecondInstance(demo.server);
});
afterAll(async () => {
  await other?.stop();
  await demo?.server.stop();
});

const gallery = async (server: TestServer, user: string, team: string) =>
  fetch(`${server.url}/api/products/products`, {
    headers: { authorization: `Bearer ${await demo.tokenOf(user)}`, [PRODUCT_TEAM_HEADER]: demo.ids[team] },
  });

describe('membership cache', () => {
  it('refuses a member removed on another instance at the next call (403)', async () => {
    // Twice: the second membership comes from the cache.
    expect((await gallery(demo.server, 'developer', 'acmeIntegrations')).status).toBe(200);
    expect((await gallery(demo.server, 'developer', 'acmeIntegrations')).status).toBe(200);
    const removed = await fetch(`${other.url}/api/core/teams/${demo.ids.acmeIntegrations}/removeMember`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await demo.tokenOf('teamAdmin')}`,
        [PRODUCT_TEAM_HEADER]: demo.ids.acmeIntegrations,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: 'developer@example.com' }),
    });
    expect(removed.status, await removed.text()).toBe(200);
    expect((await gallery(demo.server, 'developer', 'acmeIntegrations')).status).toBe(403);
    // Still a member of the other team (the session lives on).
    expect((await gallery(demo.server, 'developer', 'globexLabs')).status).toBe(200);
  });

  it('lists every table the membership read stands on, and each notifies its changes', async () => {
    const pool = demo.server.platform.pool;
    const read = await tablesRead(pool, (fake) => findTeamForUser(fake, demo.ids.acmeIntegrations, demo.ids.basic));
    expect([...read].sort()).toEqual([...MEMBERSHIP_TABLES].sort());
    const notifying = await tablesNotifying(pool);
    for (const table of MEMBERSHIP_TABLES) expect(notifying, table).toContain(table);
  });
});
