import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LinkInvite, LinkedTeam, PendingLinkInvitation } from '@dc/contracts';
import { linkIn, waitForSunkMessage } from '../../test/mail-sink.js';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(async () => demo?.server.stop());

const base = (teamKey: string) => `/api/core/teams/${demo.ids[teamKey]}`;
const items = async <T>(res: Response) => {
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: T[] }).items;
};
const send = async (user: string, teamKey: string, inviteeEmail: string, note?: string) => {
  const res = await demo.call(user, 'POST', `${base(teamKey)}/linkTeamInvitations`, { inviteeEmail, note });
  expect(res.status).toBe(201);
  return (await res.json()) as PendingLinkInvitation;
};
const linkedNames = async (user: string, teamKey: string) =>
  (await items<LinkedTeam>(await demo.call(user, 'GET', `${base(teamKey)}/linkTeamRelations`))).map((l) => l.teamName);

describe('team link requests between accounts', () => {
  let request: PendingLinkInvitation;

  it('e-mails the link page URL to the invitee, an admin of a team in another account', async () => {
    request = await send('teamAdmin', 'acmeMobile', 'Globex.Admin@example.com', 'Shall we <b>link</b>?');
    expect(request).toMatchObject({
      inviterTeamId: demo.ids.acmeMobile,
      inviterEmail: 'team.admin@example.com',
      inviteeEmail: 'globex.admin@example.com',
    });
    const mail = await waitForSunkMessage(demo.server, 'globex.admin@example.com', 'Acme Mobile');
    expect(mail.subject).toBe('Acme Mobile wants to link teams with you on Developer Console');
    expect(linkIn(mail.html, demo.server.url)).toBe(
      `${demo.server.url}/teams/link/${request.uuid}?inviter_team_id=${demo.ids.acmeMobile}`,
    );
    expect(mail.html).toContain('Shall we &lt;b&gt;link&lt;/b&gt;?');
    const pending = await items<PendingLinkInvitation>(
      await demo.call('teamAdmin', 'GET', `${base('acmeMobile')}/linkTeamInvitations`),
    );
    expect(pending.map((p) => p.uuid)).toContain(request.uuid);
  });

  it('shows the request to the invitee on the link page', async () => {
    const res = await demo.call('globexAdmin', 'GET', `${base('acmeMobile')}/linkTeamInvitations/${request.uuid}`);
    expect((await res.json()) as LinkInvite).toMatchObject({
      inviterTeamName: 'Acme Mobile',
      inviterEmail: 'team.admin@example.com',
      inviterAccountName: 'Acme Corp',
      note: 'Shall we <b>link</b>?',
    });
    expect((await demo.call('noTeam', 'GET', `${base('acmeMobile')}/linkTeamInvitations/${request.uuid}`)).status).toBe(
      404,
    );
  });

  it('links both teams when the invitee accepts with a team they administer', async () => {
    const res = await demo.call('globexAdmin', 'POST', `${base('globexLabs')}/linkTeamRelations`, {
      inviterTeamId: demo.ids.acmeMobile,
      linkTeamInvitationId: request.uuid,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      teamId: demo.ids.acmeMobile,
      teamName: 'Acme Mobile',
      accountName: 'Acme Corp',
    });
    expect(await linkedNames('teamAdmin', 'acmeMobile')).toEqual(['Globex Labs']);
    expect((await linkedNames('globexAdmin', 'globexLabs')).sort()).toEqual(['Acme Integrations', 'Acme Mobile']);
    const pending = await items<PendingLinkInvitation>(
      await demo.call('teamAdmin', 'GET', `${base('acmeMobile')}/linkTeamInvitations`),
    );
    expect(pending.map((p) => p.uuid)).not.toContain(request.uuid);
  });

  it('deletes the request when the invitee declines', async () => {
    const declined = await send('teamAdmin', 'acmeIntegrations', 'globex.admin@example.com');
    const path = `${base('acmeIntegrations')}/linkTeamInvitations/${declined.uuid}`;
    expect((await demo.call('globexAdmin', 'DELETE', path)).status).toBe(204);
    // Reopening the link: the request is gone, not the team (issue 22 defect 10).
    const reopened = await demo.call('globexAdmin', 'GET', path);
    expect(reopened.status).toBe(404);
    expect(await reopened.json()).toMatchObject({
      code: 'LINK_INVITATION_NOT_FOUND',
      message: 'This team link request does not exist, has expired or was withdrawn.',
    });
    const { rows } = await demo.server.platform.pool.query('SELECT 1 FROM team_link_invitations WHERE id = $1', [
      declined.uuid,
    ]);
    expect(rows).toEqual([]);
  });

  it('refuses already linked teams, the inviter team itself, and a duplicate request', async () => {
    const again = await send('teamAdmin', 'acmeIntegrations', 'globex.admin@example.com');
    const linked = await demo.call('globexAdmin', 'POST', `${base('globexLabs')}/linkTeamRelations`, {
      inviterTeamId: demo.ids.acmeIntegrations,
      linkTeamInvitationId: again.uuid,
    });
    expect(await linked.json()).toMatchObject({ code: 'TEAMS_ALREADY_LINKED' });
    const duplicate = await demo.call('teamAdmin', 'POST', `${base('acmeIntegrations')}/linkTeamInvitations`, {
      inviteeEmail: 'globex.admin@example.com',
    });
    expect(await duplicate.json()).toMatchObject({ code: 'LINK_INVITATION_EXISTS' });

    const self = await send('teamAdmin', 'acmeMobile', 'team.admin@example.com');
    const same = await demo.call('teamAdmin', 'POST', `${base('acmeMobile')}/linkTeamRelations`, {
      inviterTeamId: demo.ids.acmeMobile,
      linkTeamInvitationId: self.uuid,
    });
    expect(await same.json()).toMatchObject({ code: 'LINK_SAME_TEAM' });
  });

  it('lets an inviter team admin delete a pending request, and unlink teams', async () => {
    const pending = await items<PendingLinkInvitation>(
      await demo.call('teamAdmin', 'GET', `${base('acmeMobile')}/linkTeamInvitations`),
    );
    for (const p of pending) {
      expect(
        (await demo.call('teamAdmin', 'DELETE', `${base('acmeMobile')}/linkTeamInvitations/${p.uuid}`)).status,
      ).toBe(204);
    }
    const [link] = await items<LinkedTeam>(
      await demo.call('teamAdmin', 'GET', `${base('acmeMobile')}/linkTeamRelations`),
    );
    expect(
      (await demo.call('teamAdmin', 'DELETE', `${base('acmeMobile')}/linkTeamRelations/${link.uuid}`)).status,
    ).toBe(204);
    expect(await linkedNames('globexAdmin', 'globexLabs')).toEqual(['Acme Integrations']);
    const gone = await demo.call('teamAdmin', 'DELETE', `${base('acmeMobile')}/linkTeamRelations/${link.uuid}`);
    expect(await gone.json()).toMatchObject({ code: 'LINK_RELATION_NOT_FOUND' });
  });

  it('validates the invitee e-mail with the spec text', async () => {
    const missing = await demo.call('teamAdmin', 'POST', `${base('acmeMobile')}/linkTeamInvitations`, { note: 'hi' });
    expect(((await missing.json()) as { message: string }).message).toContain('Email address is mandatory');
  });

  it("keeps the demo's request from Globex Labs waiting for its invitee", async () => {
    const globex = await items<PendingLinkInvitation>(
      await demo.call('globexAdmin', 'GET', `${base('globexLabs')}/linkTeamInvitations`),
    );
    expect(globex).toEqual([expect.objectContaining({ inviteeEmail: 'team.admin@example.com' })]);
    const page = await demo.call('teamAdmin', 'GET', `${base('globexLabs')}/linkTeamInvitations/${globex[0].uuid}`);
    expect(await page.json()).toMatchObject({
      inviterTeamName: 'Globex Labs',
      inviterAccountName: 'Globex Construction',
    });
  });
});
