/**
 * The applications list cache (applications.service.ts) never outlives a change: an application deleted on another
 * instance is gone from the very next list here, and the cache lists every table its read stands on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationList } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { tablesNotifying, tablesRead } from '../../test/read-plan.js';
import { startSecondInstance } from '../../test/second-instance.js';
import type { TestServer } from '../../test/harness.js';
import { apimClient, APIM } from './applications-test-kit.js';
import { listApplications } from './applications.repository.js';
import { APPLICATION_LIST_TABLES } from './applications.service.js';
import { PRODUCT_TEAM_HEADER } from '@dc/contracts';

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

describe('applications list cache', () => {
  it('leaves out an application deleted on another instance from the next list', async () => {
    const apim = apimClient(demo);
    const list = async () =>
      apim.json<ApplicationList>(await apim.call('developer', 'acmeIntegrations', 'GET', '/applications'), 200);
    const created = await apim.createApplication('developer', 'acmeIntegrations', { name: 'Cache Probe' });
    const before = await list();
    expect(before.items.map((a) => a.id)).toContain(created.id);
    expect(await list()).toEqual(before); // from the cache
    const removed = await fetch(`${other.url}${APIM}/applications/${created.id}`, {
      method: 'DELETE',
      headers: {
        authorization: `Bearer ${await demo.tokenOf('developer')}`,
        [PRODUCT_TEAM_HEADER]: demo.ids.acmeIntegrations,
      },
    });
    expect(removed.status, await removed.text()).toBeLessThan(300);
    expect((await list()).items.map((a) => a.id)).not.toContain(created.id);
  });

  it('lists every table the list read stands on, and each notifies its changes', async () => {
    const pool = demo.server.platform.pool;
    const read = await tablesRead(pool, (fake) =>
      listApplications(fake, demo.ids.acmeIntegrations, demo.ids.developer, { sort: 'asc' }),
    );
    expect([...read].sort()).toEqual([...APPLICATION_LIST_TABLES].sort());
    const notifying = await tablesNotifying(pool);
    for (const table of APPLICATION_LIST_TABLES) expect(notifying, table).toContain(table);
  });
});
