/**
 * The gallery's page cache (products.service.ts) never outlives a change: a product made private on another instance
 * is gone from the very next list here, and the cache lists every table its read stands on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TEAM_HEADER, type ProductPage } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { tablesNotifying, tablesRead } from '../../test/read-plan.js';
import { startSecondInstance } from '../../test/second-instance.js';
import type { TestServer } from '../../test/harness.js';
import { listProducts } from './products.repository.js';
import { GALLERY_TABLES } from './products.service.js';

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

const list = async (): Promise<ProductPage> => {
  const res = await fetch(`${demo.server.url}/api/products/products?pageSize=100`, {
    headers: {
      authorization: `Bearer ${await demo.tokenOf('developer')}`,
      [PRODUCT_TEAM_HEADER]: demo.ids.acmeIntegrations,
    },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as ProductPage;
};

describe('gallery cache', () => {
  it('leaves out a product made private on another instance from the next list', async () => {
    const before = await list();
    expect(await list()).toEqual(before); // from the cache
    const foreign = before.items.find((p) => p.relationship === 'public');
    expect(foreign).toBeDefined();
    await other.platform.pool.query(`UPDATE products SET visibility = 'PRIVATE' WHERE id = $1`, [foreign!.id]);
    const after = await list();
    expect(after.items.map((p) => p.id)).not.toContain(foreign!.id);
    expect(after.total).toBe(before.total - 1);
  });

  it('lists every table the gallery read stands on, and each notifies its changes', async () => {
    const pool = demo.server.platform.pool;
    const read = await tablesRead(pool, (fake) =>
      listProducts(fake, {
        teamId: demo.ids.acmeIntegrations,
        scope: 'visible',
        types: ['API', 'EVENT'],
        sort: 'asc',
        limit: 12,
        offset: 0,
      }),
    );
    expect([...read].sort()).toEqual([...GALLERY_TABLES].sort());
    const notifying = await tablesNotifying(pool);
    for (const table of GALLERY_TABLES) expect(notifying, table).toContain(table);
  });
});
