/** The team limit per account (CT1047) and moving a team to another account. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_LIMITS } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(async () => demo?.server.stop());

const create = (user: string, body: Record<string, unknown>) =>
  demo.call(user, 'POST', '/api/core/teams', {
    type: 'ENTERPRISE',
    role: 'ADMIN',
    addUserToTeam: true,
    accountId: demo.ids.acme,
    ...body,
  });
const error = async (res: Response) => ({
  status: res.status,
  ...((await res.json()) as { code: string; message: string }),
});

describe('core POST /api/core/teams at the limit', () => {
  it('answers CT1047 when the account has reached its team limit', async () => {
    const { rows } = await demo.server.platform.pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM teams WHERE account_id = $1',
      [demo.ids.acme],
    );
    const missing = TEAM_LIMITS.teamsPerAccount - Number(rows[0].n);
    await demo.server.platform.pool.query(
      `INSERT INTO teams (account_id, name) SELECT $1, 'Filler ' || g FROM generate_series(1, $2) g`,
      [demo.ids.acme, missing],
    );
    expect(await error(await create('teamAdmin', { name: 'One Too Many' }))).toMatchObject({
      status: 409,
      code: 'CT1047',
      message: 'Team limit is exceeded',
    });
    await demo.server.platform.pool.query(`DELETE FROM teams WHERE account_id = $1 AND name LIKE 'Filler %'`, [
      demo.ids.acme,
    ]);
  });
});

describe('profiles POST /api/profiles/teams/{team_uuid}/relations owned-by', () => {
  it('moves a team between accounts the caller administers, and answers 1086 when it is already there', async () => {
    await demo.server.platform.pool.query(
      `INSERT INTO account_members (account_id, user_id, role) VALUES ($1, $2, 'admin')`,
      [demo.ids.globex, demo.ids.teamAdmin],
    );
    const path = `/api/profiles/teams/${demo.ids.acmeMobile}/relations`;
    const same = await demo.call('teamAdmin', 'POST', path, { type: 'owned-by', accountId: demo.ids.acme });
    expect(await error(same)).toMatchObject({ status: 409, code: '1086' });
    const moved = await demo.call('teamAdmin', 'POST', path, { type: 'owned-by', accountId: demo.ids.globex });
    expect(await moved.json()).toMatchObject({
      uuid: demo.ids.acmeMobile,
      accountId: demo.ids.globex,
      accountName: 'Globex Construction',
    });
  });
});
