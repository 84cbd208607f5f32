import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Team, TeamRelation } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';

let demo: DemoServer;
let personalTeamId: string;

beforeAll(async () => {
  demo = await startDemoServer();
  // A personal team of the developer, with an upper-case role as some sources store it.
  const { rows } = await demo.server.platform.pool.query<{ id: string }>(
    `INSERT INTO teams (account_id, name, type) VALUES ($1, 'dana', 'INDIVIDUAL') RETURNING id`,
    [demo.ids.globex],
  );
  personalTeamId = rows[0].id;
  await demo.server.platform.pool.query(`INSERT INTO team_members (team_id, user_id, role) VALUES ($1, $2, 'ADMIN')`, [
    personalTeamId,
    demo.ids.developer,
  ]);
});
afterAll(async () => demo?.server.stop());

const names = (teams: Array<{ name: string }>) => teams.map((t) => t.name);

describe('core GET /api/core/teams', () => {
  it("lists the caller's teams with lower-cased roles and without personal teams", async () => {
    const res = await demo.call('developer', 'GET', `/api/core/teams?uuid=${demo.ids.developer}`);
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: Team[] };
    expect(names(items)).toEqual(['Acme Integrations', 'Globex Labs']);
    expect(items[0]).toMatchObject({
      uuid: demo.ids.acmeIntegrations,
      trn: `trn:dc:team:${demo.ids.acmeIntegrations}`,
      displayName: 'Acme Integrations',
      accountId: demo.ids.acme,
      accountName: 'Acme Corp',
      type: 'ENTERPRISE',
      role: 'standard-user',
      internal: false,
    });
  });

  it('marks internal teams', async () => {
    const { items } = (await (await demo.call('staff', 'GET', `/api/core/teams?uuid=${demo.ids.staff}`)).json()) as {
      items: Team[];
    };
    expect(items).toEqual([expect.objectContaining({ name: 'Platform Engineering', internal: true, role: 'admin' })]);
  });

  it("refuses another user's uuid, a missing uuid and a missing session", async () => {
    expect((await demo.call('developer', 'GET', `/api/core/teams?uuid=${demo.ids.teamAdmin}`)).status).toBe(403);
    const missing = await demo.call('developer', 'GET', '/api/core/teams');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await demo.call(null, 'GET', `/api/core/teams?uuid=${demo.ids.developer}`)).status).toBe(401);
  });
});

describe('profiles POST /api/profiles/teams/_filter', () => {
  const filter = async (user: string, body: unknown) => {
    const res = await demo.call(user, 'POST', '/api/profiles/teams/_filter', body);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: Team[] }).data;
  };

  it("filters only within the caller's memberships", async () => {
    expect(names(await filter('developer', {}))).toEqual(['Acme Integrations', 'Globex Labs']);
    expect(names(await filter('developer', { filter: { name: 'glob' } }))).toEqual(['Globex Labs']);
    expect(names(await filter('developer', { filter: { accountId: demo.ids.acme } }))).toEqual(['Acme Integrations']);
    const foreign = [demo.ids.acmeMobile, demo.ids.platform, demo.ids.globexLabs];
    expect(names(await filter('developer', { filter: { uuids: foreign } }))).toEqual(['Globex Labs']);
    expect(await filter('noTeam', {})).toEqual([]);
  });

  it('sorts and finds personal teams only when asked', async () => {
    expect(names(await filter('teamAdmin', { order: 'DESC' }))).toEqual(['Acme Mobile', 'Acme Integrations']);
    const personal = await filter('developer', { filter: { types: ['INDIVIDUAL'] } });
    expect(personal).toEqual([expect.objectContaining({ uuid: personalTeamId, type: 'INDIVIDUAL', role: 'admin' })]);
  });

  it('answers a bad filter with VALIDATION_FAILED', async () => {
    const res = await demo.call('developer', 'POST', '/api/profiles/teams/_filter', { filter: { owner: 'x' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: expect.any(Array) });
  });
});

describe('profiles POST /api/profiles/users/{userUuid}/relations/_filter', () => {
  it("returns the caller's member-of relations, narrowed by the filter", async () => {
    const path = `/api/profiles/users/${demo.ids.developer}/relations/_filter`;
    const all = (await (await demo.call('developer', 'POST', path, {})).json()) as { items: TeamRelation[] };
    expect(all.items.map((r) => [r.team.name, r.role, r.relationStatus])).toEqual([
      ['Acme Integrations', 'standard-user', 'COMMITTED'],
      ['Globex Labs', 'standard-user', 'COMMITTED'],
    ]);
    expect(all.items[0]).toMatchObject({ type: 'member-of', userUuid: demo.ids.developer });
    const globex = (await (
      await demo.call('developer', 'POST', path, { filter: { accountId: demo.ids.globex } })
    ).json()) as {
      items: TeamRelation[];
    };
    expect(globex.items.map((r) => r.team.name)).toEqual(['Globex Labs']);
  });

  it("refuses another user's relations", async () => {
    const res = await demo.call('developer', 'POST', `/api/profiles/users/${demo.ids.teamAdmin}/relations/_filter`, {});
    expect(res.status).toBe(403);
  });
});
