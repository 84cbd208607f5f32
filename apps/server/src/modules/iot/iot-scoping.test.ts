/** The IoT manager is read-only (405 for every other verb) and team-scoped (another team's things are not found). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IotGroupList } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';

let demo: DemoServer;
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(async () => demo?.server.stop());

describe('read-only and team-scoped', () => {
  it('answers 405 to every verb but GET on /api/iot, signed in or not', async () => {
    const paths = [
      '/api/iot',
      '/api/iot/v2.1/groups',
      '/api/iot/2.1/groups/acme-pumps-eu',
      '/api/iot/devices',
      '/api/iot/events',
      '/api/iot/rules/x',
      '/api/iot/anything/else',
    ];
    for (const path of paths) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        for (const user of ['developer', null]) {
          const res = await demo.call(user, method, path, method === 'OPTIONS' ? undefined : { name: 'x' });
          expect(res.status, `${method} ${path}`).toBe(405);
          expect(res.headers.get('allow')).toBe('GET, HEAD');
        }
      }
    }
    const body = await json(await demo.call('staff', 'DELETE', '/api/iot/2.1/groups/acme-pumps-eu'));
    expect(body).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    expect((await demo.call('developer', 'GET', '/api/iot/2.1/groups/acme-pumps-eu')).status).toBe(200);
  });

  it("gives a member of another team 404 for this team's groups, devices, rules, routes and events", async () => {
    const rules = await json<{ resultSet: Array<{ id: string }> }>(
      await demo.call('developer', 'GET', '/api/iot/rules?groupId=acme-pumps-eu'),
    );
    const routes = await json<{ resultSet: Array<{ id: string }> }>(
      await demo.call('developer', 'GET', '/api/iot/routes?groupId=acme-fleet-eu'),
    );
    const paths = [
      '/api/iot/2.1/groups/acme-pumps-eu',
      '/api/iot/2.1/legacy/groups/acme-legacy-eu',
      '/api/iot/devices?groupId=acme-pumps-eu',
      '/api/iot/devices/search?groupId=acme-pumps-eu&serialNumber=PMP-EU-0001',
      '/api/iot/legacy/devices/search?groupId=acme-legacy-eu&serialNumber=DSN-EU-1001',
      '/api/iot/rules?groupId=acme-pumps-eu',
      `/api/iot/rules/${rules.resultSet[0].id}`,
      `/api/iot/routes/${routes.resultSet[0].id}`,
      '/api/iot/events?clientId=PMP-EU-0001',
      '/api/iot/messages?clientId=VAN-EU-001',
      '/api/iot/legacy/events?deviceName=DSN-EU-1001',
    ];
    for (const path of paths) expect((await demo.call('staff', 'GET', path)).status, path).toBe(404);
    expect((await demo.call('teamAdmin', 'GET', '/api/iot/2.1/groups/globex-sensors-eu')).status).toBe(404);
    const staffGroups = await json<IotGroupList>(await demo.call('staff', 'GET', '/api/iot/v2.1/groups'));
    expect(staffGroups.deviceGroups.resultSet.map((g) => g.id).filter((id) => !id.startsWith('platform-'))).toEqual([]);
    const none = await json<IotGroupList>(await demo.call('noTeam', 'GET', '/api/iot/v2.1/groups'));
    expect(none.deviceGroups.resultSet).toEqual([]);
  });

  it("stops serving a team's events at once when the caller leaves the team, and serves them again on return", async () => {
    // The caller's team ids are cached per instance (teams.service memberTeamIds); a membership change clears them.
    const pool = demo.server.platform.pool;
    const events = () => demo.call('developer', 'GET', '/api/iot/events?clientId=PMP-EU-0001');
    expect((await events()).status).toBe(200);
    expect((await events()).status).toBe(200); // now from the cache
    const { rows } = await pool.query<{ r: unknown }>(
      `WITH gone AS (DELETE FROM team_members WHERE user_id = $1
                        AND team_id = (SELECT team_id FROM iot_groups WHERE id = 'acme-pumps-eu') RETURNING *)
       SELECT row_to_json(gone) AS r FROM gone`,
      [demo.ids.developer],
    );
    expect(rows).toHaveLength(1);
    expect((await events()).status).toBe(404);
    await pool.query('INSERT INTO team_members SELECT * FROM json_populate_record(NULL::team_members, $1)', [
      JSON.stringify(rows[0].r),
    ]);
    expect((await events()).status).toBe(200);
  });
});
