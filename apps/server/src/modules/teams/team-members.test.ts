import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemovedMember, TeamMember } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(async () => demo?.server.stop());

const items = async <T>(res: Response) => {
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: T[] }).items;
};
const members = (user: string, teamKey: string) =>
  demo.call(user, 'GET', `/api/core/teams/${demo.ids[teamKey]}/members`).then((r) => items<TeamMember>(r));

describe('GET members and pendingInvitations', () => {
  it('lists COMMITTED members with relation ids, roles and display titles', async () => {
    const list = await members('basic', 'acmeIntegrations');
    // Oldest first; the demo members joined together, so by e-mail.
    expect(list.map((m) => [m.email, m.role, m.roleDisplayName, m.relationStatus])).toEqual([
      ['basic@example.com', 'read-only-user', 'Team Member', 'COMMITTED'],
      ['developer@example.com', 'standard-user', 'Team Member', 'COMMITTED'],
      ['team.admin@example.com', 'admin', 'Administrator', 'COMMITTED'],
    ]);
    expect(list[2]).toMatchObject({ uuid: demo.ids.teamAdmin, firstName: 'Tara', lastName: 'Admin', status: 'Active' });
    expect(new Set(list.map((m) => m.relationId)).size).toBe(3);
  });

  it('shows the demo pending invitation', async () => {
    const res = await demo.call('developer', 'GET', `/api/core/teams/${demo.ids.acmeIntegrations}/pendingInvitations`);
    expect(await items<TeamMember>(res)).toEqual([
      expect.objectContaining({
        email: 'new.hire@example.com',
        relationStatus: 'INVITED',
        status: 'Pending',
        invitedBy: 'team.admin@example.com',
      }),
    ]);
  });

  it('lets account admins read teams they are not in, and hides teams from unrelated users', async () => {
    await demo.server.platform.pool.query('DELETE FROM team_members WHERE team_id = $1 AND user_id = $2', [
      demo.ids.acmeMobile,
      demo.ids.teamAdmin,
    ]);
    expect((await members('teamAdmin', 'acmeMobile')).map((m) => m.email)).toEqual([]);
    await demo.server.platform.pool.query(
      `INSERT INTO team_members (team_id, user_id, role) VALUES ($1, $2, 'admin')`,
      [demo.ids.acmeMobile, demo.ids.teamAdmin],
    );
    const unrelated = await demo.call('noTeam', 'GET', `/api/core/teams/${demo.ids.acmeIntegrations}/members`);
    expect(unrelated.status).toBe(404);
    expect(await unrelated.json()).toMatchObject({ code: 'TEAM_NOT_FOUND' });
    const related = await demo.call('developer', 'GET', `/api/core/teams/${demo.ids.acmeMobile}/members`);
    expect(related.status).toBe(403);
    expect(await related.json()).toMatchObject({ code: 'TEAM_MEMBER_REQUIRED' });
  });
});

describe('removeMember and role changes', () => {
  it('removes a member by relation id, withdraws an invitation by e-mail, and lets a member leave', async () => {
    const path = `/api/core/teams/${demo.ids.acmeIntegrations}/removeMember`;
    const basic = (await members('teamAdmin', 'acmeIntegrations')).find((m) => m.email === 'basic@example.com')!;
    const removed = await demo.call('teamAdmin', 'POST', path, {
      uuid: basic.relationId,
      email: basic.email,
      type: 'user',
    });
    expect((await removed.json()) as RemovedMember).toEqual({
      relationId: basic.relationId,
      email: 'basic@example.com',
      relationStatus: 'COMMITTED',
    });

    const withdrawn = await demo.call('teamAdmin', 'POST', path, { email: 'new.hire@example.com', type: 'user' });
    expect(await withdrawn.json()).toMatchObject({ relationStatus: 'INVITED', email: 'new.hire@example.com' });
    expect((await demo.call('teamAdmin', 'POST', path, { email: 'new.hire@example.com' })).status).toBe(404);

    const leave = await demo.call('developer', 'POST', `/api/core/teams/${demo.ids.globexLabs}/removeMember`, {
      email: 'developer@example.com',
      type: 'user',
    });
    expect(leave.status).toBe(200);
    expect((await members('globexAdmin', 'globexLabs')).map((m) => m.email)).toEqual(['globex.admin@example.com']);
  });

  it('keeps at least one administrator', async () => {
    const own = (await members('globexAdmin', 'globexLabs'))[0];
    const demote = await demo.call('globexAdmin', 'PUT', `/api/profiles/relations/${own.relationId}`, {
      attributes: { role: 'standard-user' },
    });
    expect(demote.status).toBe(409);
    expect(await demote.json()).toMatchObject({ code: 'TEAM_LAST_ADMIN' });
    const leave = await demo.call('globexAdmin', 'POST', `/api/core/teams/${demo.ids.globexLabs}/removeMember`, {
      uuid: own.relationId,
      email: own.email,
      type: 'user',
    });
    expect(leave.status).toBe(409);
  });

  it('changes the role of a pending invitation too, and validates the role', async () => {
    const [pending] = await items<TeamMember>(
      await demo.call('teamAdmin', 'GET', `/api/core/teams/${demo.ids.acmeMobile}/pendingInvitations`),
    );
    const res = await demo.call('teamAdmin', 'PUT', `/api/profiles/relations/${pending.relationId}`, {
      attributes: { role: 'team_admin', roleDisplayName: 'Administrator' },
    });
    expect(await res.json()).toMatchObject({
      relationStatus: 'INVITED',
      role: 'team_admin',
      roleDisplayName: 'Administrator',
    });
    const bad = await demo.call('teamAdmin', 'PUT', `/api/profiles/relations/${pending.relationId}`, {
      attributes: { role: 'emperor' },
    });
    expect(bad.status).toBe(400);
    const empty = await demo.call('teamAdmin', 'PUT', `/api/profiles/relations/${pending.relationId}`, {});
    expect(await empty.json()).toMatchObject({ code: '1027' });
  });
});

describe('adding oneself (base configuration)', () => {
  it('refuses users without a qualifying account role, and answers 1086 to a member', async () => {
    const self = (user: string, email: string, teamKey: string) =>
      demo.call(user, 'POST', `/api/core/teams/${demo.ids[teamKey]}/addMember`, { email, role: 'standard-user' });
    const memberOnly = await self('developer', 'developer@example.com', 'acmeMobile');
    expect(await memberOnly.json()).toMatchObject({ code: 'TEAM_JOIN_FORBIDDEN' });
    const notInitialized = await self('noTeam', 'no.team@example.com', 'umbrellaSiteCrew');
    expect(await notInitialized.json()).toMatchObject({ code: 'ACCOUNT_NOT_INITIALIZED' });
    const exists = await self('teamAdmin', 'team.admin@example.com', 'acmeIntegrations');
    expect(exists.status).toBe(409);
    expect(await exists.json()).toMatchObject({ code: '1086' });
  });

  it('lets an account admin join any team of the account, as admin (profiles relations member-of)', async () => {
    await demo.server.platform.pool.query('DELETE FROM team_members WHERE team_id = $1 AND user_id = $2', [
      demo.ids.acmeMobile,
      demo.ids.teamAdmin,
    ]);
    const path = `/api/profiles/teams/${demo.ids.acmeMobile}/relations`;
    const joined = await demo.call('teamAdmin', 'POST', path, { type: 'member-of', userUuid: demo.ids.teamAdmin });
    expect(joined.status).toBe(201);
    expect(await joined.json()).toMatchObject({ role: 'admin', relationStatus: 'COMMITTED' });
    const other = await demo.call('teamAdmin', 'POST', path, { type: 'member-of', userUuid: demo.ids.developer });
    expect(other.status).toBe(403);
  });
});
