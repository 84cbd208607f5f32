/** Every administrator route of the teams and accounts area refuses a non-admin member with 403 and a code. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LinkedTeam, PendingLinkInvitation, TeamMember } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';

let demo: DemoServer;
let adminRelation: string;
let linkRelation: string;
let linkRequest: string;

beforeAll(async () => {
  demo = await startDemoServer();
  const team = `/api/core/teams/${demo.ids.acmeIntegrations}`;
  const members = (await (await demo.call('teamAdmin', 'GET', `${team}/members`)).json()) as { items: TeamMember[] };
  adminRelation = members.items.find((m) => m.email === 'team.admin@example.com')!.relationId;
  const links = (await (await demo.call('teamAdmin', 'GET', `${team}/linkTeamRelations`)).json()) as {
    items: LinkedTeam[];
  };
  linkRelation = links.items[0].uuid;
  const sent = await demo.call('teamAdmin', 'POST', `${team}/linkTeamInvitations`, {
    inviteeEmail: 'partner@example.com',
  });
  linkRequest = ((await sent.json()) as PendingLinkInvitation).uuid;
});
afterAll(async () => demo?.server.stop());

type Route = [method: string, path: () => string, body: (() => unknown) | undefined, code: string];
const t = () => `/api/core/teams/${demo.ids.acmeIntegrations}`;

const ADMIN_ROUTES: Route[] = [
  [
    'POST',
    () => `${t()}/addMember`,
    () => ({ email: 'someone@example.com', role: 'standard-user' }),
    'TEAM_ADMIN_REQUIRED',
  ],
  [
    'POST',
    () => `${t()}/removeMember`,
    () => ({ email: 'team.admin@example.com', type: 'user' }),
    'TEAM_ADMIN_REQUIRED',
  ],
  [
    'PUT',
    () => `/api/profiles/relations/${adminRelation}`,
    () => ({ attributes: { role: 'standard-user' } }),
    'TEAM_ADMIN_REQUIRED',
  ],
  ['GET', () => `${t()}/linkTeamRelations`, undefined, 'TEAM_ADMIN_REQUIRED'],
  [
    'POST',
    () => `${t()}/linkTeamRelations`,
    () => ({ inviterTeamId: demo.ids.globexLabs, linkTeamInvitationId: randomUUID() }),
    'TEAM_ADMIN_REQUIRED',
  ],
  ['DELETE', () => `${t()}/linkTeamRelations/${linkRelation}`, undefined, 'TEAM_ADMIN_REQUIRED'],
  ['GET', () => `${t()}/linkTeamInvitations`, undefined, 'TEAM_ADMIN_REQUIRED'],
  ['POST', () => `${t()}/linkTeamInvitations`, () => ({ inviteeEmail: 'x@example.com' }), 'TEAM_LINK_ADMIN_REQUIRED'],
  ['GET', () => `${t()}/linkTeamInvitations/${linkRequest}`, undefined, 'TEAM_ADMIN_REQUIRED'],
  ['DELETE', () => `${t()}/linkTeamInvitations/${linkRequest}`, undefined, 'TEAM_ADMIN_REQUIRED'],
  [
    'PUT',
    () => `/api/profiles/teams/${demo.ids.acmeIntegrations}`,
    () => ({ description: 'Mine now.' }),
    'TEAM_EDIT_FORBIDDEN',
  ],
  ['DELETE', () => t(), undefined, 'ACCOUNT_ADMIN_REQUIRED'],
  ['DELETE', () => `/api/profiles/teams/${demo.ids.acmeIntegrations}`, undefined, 'ACCOUNT_ADMIN_REQUIRED'],
  [
    'POST',
    () => '/api/core/teams',
    () => ({ name: 'Shadow Team', accountId: demo.ids.acme }),
    'ACCOUNT_ADMIN_REQUIRED',
  ],
  [
    'POST',
    () => `/api/profiles/teams/${demo.ids.acmeIntegrations}/relations`,
    () => ({ type: 'owned-by', accountId: demo.ids.globex }),
    'ACCOUNT_ADMIN_REQUIRED',
  ],
  ['POST', () => `/api/core/accounts/${demo.ids.acme}/enable`, undefined, 'ACCOUNT_ENABLE_FORBIDDEN'],
];

describe.each(['developer', 'basic'])('a non-admin member (%s)', (user) => {
  it.each(ADMIN_ROUTES)('gets 403 with a code on %s %s', async (method, path, body, code) => {
    const res = await demo.call(user, method, path(), body?.());
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code, message: expect.any(String) });
  });
});

describe('a link request by a non-admin', () => {
  it("answers the spec's text", async () => {
    const res = await demo.call('developer', 'POST', `${t()}/linkTeamInvitations`, { inviteeEmail: 'x@example.com' });
    expect(await res.json()).toMatchObject({
      message: 'Not Authorized - only a team admin may initiate a linked team request',
    });
  });
});

describe('the same routes for someone with no relation to the team', () => {
  it('answer 404 or 403, never success', async () => {
    for (const [method, path, body] of ADMIN_ROUTES) {
      const res = await demo.call('noTeam', method, path(), body?.());
      expect([403, 404], `${method} ${path()}`).toContain(res.status);
    }
  });
});

describe('nothing changed', () => {
  it('left members, links and requests as they were', async () => {
    const members = (await (await demo.call('teamAdmin', 'GET', `${t()}/members`)).json()) as { items: TeamMember[] };
    expect(members.items.find((m) => m.relationId === adminRelation)).toMatchObject({ role: 'admin' });
    const links = (await (await demo.call('teamAdmin', 'GET', `${t()}/linkTeamRelations`)).json()) as {
      items: LinkedTeam[];
    };
    expect(links.items.map((l) => l.uuid)).toEqual([linkRelation]);
    expect((await demo.call('teamAdmin', 'GET', `${t()}/linkTeamInvitations/${linkRequest}`)).status).toBe(200);
  });
});
