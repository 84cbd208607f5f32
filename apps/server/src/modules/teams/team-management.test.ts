import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAME_PATTERN_MESSAGE, type AccountTeam, type Team } from '@dc/contracts';
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

describe('core POST /api/core/teams', () => {
  let created: AccountTeam;

  it('creates a team for an account admin, who joins it as admin', async () => {
    const res = await create('teamAdmin', {
      name: 'Acme Field Ops',
      displayName: 'Field Ops',
      description: 'Crews in the field.',
    });
    expect(res.status).toBe(201);
    created = (await res.json()) as AccountTeam;
    expect(created).toMatchObject({
      name: 'Acme Field Ops',
      displayName: 'Field Ops',
      description: 'Crews in the field.',
      type: 'ENTERPRISE',
      role: 'admin',
      accountId: demo.ids.acme,
      accountName: 'Acme Corp',
    });
    const { items } = (await (
      await demo.call('teamAdmin', 'GET', `/api/core/teams?uuid=${demo.ids.teamAdmin}`)
    ).json()) as { items: Team[] };
    expect(items.map((t) => t.name)).toContain('Acme Field Ops');
  });

  it('answers 1031 for a name the account already uses, ignoring case', async () => {
    expect(await error(await create('teamAdmin', { name: 'acme field ops' }))).toMatchObject({
      status: 409,
      code: '1031',
      message: 'Team name in use, try a different name',
    });
  });

  it('validates with the shared name pattern and the spec texts', async () => {
    expect(await error(await create('teamAdmin', { name: 'Bad  name' }))).toMatchObject({
      status: 400,
      message: expect.stringContaining(NAME_PATTERN_MESSAGE),
    });
    expect((await error(await create('teamAdmin', { name: '' }))).message).toContain('Team name is required');
    expect((await error(await create('teamAdmin', { name: 'a'.repeat(101) }))).status).toBe(400);
    expect(await error(await demo.call('teamAdmin', 'POST', '/api/core/teams', {}))).toMatchObject({
      status: 400,
      code: '1027',
      message: 'Payload cannot be empty',
    });
  });

  it('refuses users who are not admins of the account', async () => {
    expect(await error(await create('developer', { name: 'Dev Team' }))).toMatchObject({
      status: 403,
      code: 'ACCOUNT_ADMIN_REQUIRED',
    });
    expect((await create('developer', { name: 'Dev Team', accountId: demo.ids.provider })).status).toBe(404);
  });

  describe('profiles GET, PUT and DELETE /api/profiles/teams/{team_uuid}', () => {
    it('reads a team for its members and hides it from others', async () => {
      const res = await demo.call('developer', 'GET', `/api/profiles/teams/${demo.ids.acmeIntegrations}`);
      expect(await res.json()).toMatchObject({ uuid: demo.ids.acmeIntegrations, role: 'standard-user' });
      expect((await demo.call('developer', 'GET', `/api/profiles/teams/${created.uuid}`)).status).toBe(403);
      expect((await demo.call('noTeam', 'GET', `/api/profiles/teams/${created.uuid}`)).status).toBe(404);
    });

    it('updates only the given fields; empty answers 1027, a taken name 1032', async () => {
      const path = `/api/profiles/teams/${created.uuid}`;
      const res = await demo.call('teamAdmin', 'PUT', path, { description: 'Crews and vans.' });
      expect(await res.json()).toMatchObject({ name: 'Acme Field Ops', description: 'Crews and vans.' });
      expect(await error(await demo.call('teamAdmin', 'PUT', path, {}))).toMatchObject({ status: 400, code: '1027' });
      expect(await error(await demo.call('teamAdmin', 'PUT', path, { name: 'Acme Mobile' }))).toMatchObject({
        status: 409,
        code: '1032',
      });
      expect(await error(await demo.call('teamAdmin', 'PUT', path, { color: 'red' }))).toMatchObject({ status: 400 });
      const renamed = await demo.call('teamAdmin', 'PUT', path, { name: 'Acme Field Crews' });
      expect(await renamed.json()).toMatchObject({ name: 'Acme Field Crews' });
    });

    it('refuses to delete a team that still has other members, with a clear message', async () => {
      const res = await demo.call('teamAdmin', 'DELETE', `/api/profiles/teams/${demo.ids.acmeIntegrations}`);
      expect(await error(res)).toMatchObject({
        status: 409,
        code: 'TEAM_HAS_MEMBERS',
        message: 'This team still has members. Remove every other member before deleting the team.',
      });
    });

    it('refuses to delete a personal team', async () => {
      const { rows } = await demo.server.platform.pool.query<{ id: string }>(
        `INSERT INTO teams (account_id, name, type) VALUES ($1, 'tara', 'INDIVIDUAL') RETURNING id`,
        [demo.ids.acme],
      );
      await demo.server.platform.pool.query(
        `INSERT INTO team_members (team_id, user_id, role) VALUES ($1, $2, 'admin')`,
        [rows[0].id, demo.ids.teamAdmin],
      );
      expect(await error(await demo.call('teamAdmin', 'DELETE', `/api/core/teams/${rows[0].id}`))).toMatchObject({
        status: 409,
        code: 'TEAM_PERSONAL',
      });
    });

    it('deletes a team whose only member is the caller, with its pending invitations', async () => {
      await demo.call('teamAdmin', 'POST', `/api/core/teams/${created.uuid}/addMember`, {
        email: 'soon.gone@example.com',
        role: 'standard-user',
      });
      const res = await demo.call('teamAdmin', 'DELETE', `/api/core/teams/${created.uuid}`);
      expect(res.status).toBe(204);
      expect((await demo.call('teamAdmin', 'GET', `/api/profiles/teams/${created.uuid}`)).status).toBe(404);
      const { rows } = await demo.server.platform.pool.query('SELECT 1 FROM team_invitations WHERE team_id = $1', [
        created.uuid,
      ]);
      expect(rows).toEqual([]);
    });
  });
});
