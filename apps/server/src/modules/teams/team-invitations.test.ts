/** Acceptance: a team admin invites a new developer, who signs up, accepts and gets a role change. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invitation, Team, TeamMember } from '@dc/contracts';
import { linkIn, waitForSunkMessage } from '../../test/mail-sink.js';
import { signUp } from '../../test/oidc-flow.js';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(async () => demo?.server.stop());

const team = () => demo.ids.acmeIntegrations;
const asToken = (token: string, method: string, path: string, body?: unknown) =>
  fetch(`${demo.server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const items = async <T>(res: Response) => {
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: T[] }).items;
};

describe('inviting a new developer to a team', () => {
  let inviteId: string;
  let dev2Token: string;
  let dev2Id: string;

  it('sends an invitation e-mail with a working invite link and lists the invitation as pending', async () => {
    const res = await demo.call('teamAdmin', 'POST', `/api/core/teams/${team()}/addMember`, {
      email: 'Dev2@Example.com',
      role: 'standard-user',
      roleDisplayName: 'Team Member',
    });
    expect(res.status).toBe(201);
    const pending = (await res.json()) as TeamMember;
    expect(pending).toMatchObject({
      email: 'dev2@example.com',
      relationStatus: 'INVITED',
      status: 'Pending',
      role: 'standard-user',
      invitedBy: 'team.admin@example.com',
    });
    inviteId = pending.relationId;

    const mail = await waitForSunkMessage(demo.server, 'dev2@example.com', 'Acme Integrations');
    expect(mail.subject).toBe("You're invited to join Acme Integrations on Developer Console");
    const link = linkIn(mail.html, `${demo.server.url}/invite/teams/`);
    expect(link).toBe(`${demo.server.url}/invite/teams/${inviteId}`);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('Tara Admin');

    const list = await items<TeamMember>(
      await demo.call('developer', 'GET', `/api/core/teams/${team()}/pendingInvitations`),
    );
    expect(list.map((m) => m.email)).toContain('dev2@example.com');
  });

  it('lets the invitee who signs up with that address look the invitation up and accept it', async () => {
    const session = await signUp(demo.server, {
      givenName: 'Devi',
      familyName: 'Two',
      email: 'dev2@example.com',
      password: 'A-long-password-2026',
    });
    dev2Token = session.idToken;
    const lookup = await asToken(dev2Token, 'GET', `/api/profiles/invitations/${inviteId}`);
    expect(lookup.status).toBe(200);
    expect((await lookup.json()) as Invitation).toMatchObject({
      teamName: 'Acme Integrations',
      accountName: 'Acme Corp',
      status: 'INVITED',
      roleDisplayName: 'Team Member',
    });

    // Another user holding the link can neither read nor accept it.
    expect((await demo.call('basic', 'GET', `/api/profiles/invitations/${inviteId}`)).status).toBe(403);
    const foreign = await demo.call('basic', 'POST', `/api/profiles/invitations/${inviteId}/accept`);
    expect(await foreign.json()).toMatchObject({ code: 'INVITATION_OTHER_EMAIL' });

    const accepted = await asToken(dev2Token, 'POST', `/api/profiles/invitations/${inviteId}/accept`);
    expect(accepted.status).toBe(200);
    const member = (await accepted.json()) as TeamMember;
    expect(member).toMatchObject({
      relationId: inviteId,
      relationStatus: 'COMMITTED',
      status: 'Active',
      email: 'dev2@example.com',
      firstName: 'Devi',
    });
    dev2Id = member.uuid;
    // Accepting twice answers the same membership.
    expect(
      ((await (await asToken(dev2Token, 'POST', `/api/profiles/invitations/${inviteId}/accept`)).json()) as TeamMember)
        .relationId,
    ).toBe(inviteId);
  });

  it('moves the relation from pending to members, visible to the acceptance poll', async () => {
    const members = await items<TeamMember>(await demo.call('teamAdmin', 'GET', `/api/core/teams/${team()}/members`));
    expect(members.find((m) => m.email === 'dev2@example.com')).toMatchObject({
      relationStatus: 'COMMITTED',
      relationId: inviteId,
    });
    const pending = await items<TeamMember>(
      await demo.call('teamAdmin', 'GET', `/api/core/teams/${team()}/pendingInvitations`),
    );
    expect(pending.map((m) => m.email)).not.toContain('dev2@example.com');
    const poll = await items<TeamMember>(
      await asToken(dev2Token, 'POST', `/api/profiles/teams/${team()}/relations/_filter`, {
        filter: { userUuid: dev2Id },
      }),
    );
    expect(poll).toEqual([expect.objectContaining({ relationStatus: 'COMMITTED', uuid: dev2Id })]);
  });

  it('reflects a role change Team Member -> Administrator in the GET teams of that user', async () => {
    const res = await demo.call('teamAdmin', 'PUT', `/api/profiles/relations/${inviteId}`, {
      attributes: { role: 'ADMIN', roleDisplayName: 'Administrator' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ role: 'admin', roleDisplayName: 'Administrator' });
    const teams = await items<Team>(await asToken(dev2Token, 'GET', `/api/core/teams?uuid=${dev2Id}`));
    expect(teams).toEqual([expect.objectContaining({ name: 'Acme Integrations', role: 'admin' })]);
  });

  it('answers 1086 when the address is already a member', async () => {
    const res = await demo.call('teamAdmin', 'POST', `/api/core/teams/${team()}/addMember`, {
      email: 'developer@example.com',
      role: 'standard-user',
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: '1086' });
  });
});
