import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, AccountTeam } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
  // The demo world is created in one transaction; give the teams distinct creation times.
  await demo.server.platform.pool.query(
    `UPDATE teams SET created_at = created_at + interval '1 minute' WHERE id = $1`,
    [demo.ids.acmeMobile],
  );
});
afterAll(async () => demo?.server.stop());

const accounts = async (user: string) => {
  const res = await demo.call(user, 'GET', '/api/core/accounts');
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Account[] }).items;
};

describe('core GET /api/core/accounts', () => {
  it('lists the accounts the caller relates to, with the role and references', async () => {
    expect(await accounts('teamAdmin')).toEqual([
      {
        uuid: demo.ids.acme,
        trn: `trn:dc:account:${demo.ids.acme}`,
        name: 'Acme Corp',
        role: 'admin',
        references: [{ system: 'label', value: 'marketplace' }],
        placeholder: false,
        enabled: true,
        initializationStatus: 'COMPLETED',
      },
    ]);
    expect((await accounts('developer')).map((a) => [a.name, a.role])).toEqual([
      ['Acme Corp', 'member-only'],
      ['Globex Construction', 'member-only'],
    ]);
    expect(await accounts('staff')).toEqual([
      expect.objectContaining({ name: 'Provider Staff', placeholder: true, role: 'admin' }),
    ]);
    // The demo's not yet initialized marketplace account, for base configuration.
    expect(await accounts('noTeam')).toEqual([
      expect.objectContaining({
        name: 'Umbrella Builders',
        role: 'standard-user',
        enabled: false,
        initializationStatus: 'NOT_INITIALIZED',
      }),
    ]);
  });

  it('needs a session', async () => {
    expect((await demo.call(null, 'GET', '/api/core/accounts')).status).toBe(401);
  });
});

describe('profiles GET /api/profiles/accounts/{uuid}', () => {
  it('returns a related account and hides any other', async () => {
    const res = await demo.call('developer', 'GET', `/api/profiles/accounts/${demo.ids.globex}`);
    expect(await res.json()).toMatchObject({ uuid: demo.ids.globex, name: 'Globex Construction', role: 'member-only' });
    expect((await demo.call('developer', 'GET', `/api/profiles/accounts/${demo.ids.provider}`)).status).toBe(404);
    expect((await demo.call('developer', 'GET', '/api/profiles/accounts/not-a-uuid')).status).toBe(400);
  });
});

describe('profiles POST /api/profiles/accounts/{accountId}/relations/_filter', () => {
  const teams = async (user: string, account: string, body: unknown) => {
    const res = await demo.call(user, 'POST', `/api/profiles/accounts/${demo.ids[account]}/relations/_filter`, body);
    return { status: res.status, items: res.ok ? ((await res.json()) as { items: AccountTeam[] }).items : [] };
  };
  const spec = { sortBy: 'createdTimeStamp', order: 'ASC', filter: { relation: 'owns', deleted: false } };

  it("lists an account's teams to its members, oldest first", async () => {
    const { items } = await teams('teamAdmin', 'acme', spec);
    expect(items.map((t) => [t.name, t.role])).toEqual([
      ['Acme Integrations', 'admin'],
      ['Acme Mobile', 'admin'],
    ]);
    const desc = await teams('teamAdmin', 'acme', { order: 'DESC' });
    expect(desc.items.map((t) => t.name)).toEqual(['Acme Mobile', 'Acme Integrations']);
  });

  it('shows users related only through a team just their own teams', async () => {
    expect((await teams('developer', 'acme', spec)).items.map((t) => t.name)).toEqual(['Acme Integrations']);
  });

  it('hides the account from unrelated users', async () => {
    expect((await teams('basic', 'globex', spec)).status).toBe(404);
    expect((await teams('noTeam', 'acme', {})).status).toBe(404);
  });
});
