/** Rules of team invitations: replacing, expiry, the caller's list, validation, escaping in the e-mail. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invitation, TeamMember } from '@dc/contracts';
import { waitForSunkMessage } from '../../test/mail-sink.js';
import { signUp } from '../../test/oidc-flow.js';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(async () => demo?.server.stop());

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

describe('invitation rules', () => {
  const invite = async (email: string) =>
    (await (
      await demo.call('teamAdmin', 'POST', `/api/core/teams/${demo.ids.acmeMobile}/addMember`, {
        email,
        role: 'read-only-user',
      })
    ).json()) as TeamMember;

  it('replaces a pending invitation when the address is invited again', async () => {
    const first = await invite('twice@example.com');
    const second = await invite('twice@example.com');
    expect(second.relationId).not.toBe(first.relationId);
    const pending = await items<TeamMember>(
      await demo.call('teamAdmin', 'GET', `/api/core/teams/${demo.ids.acmeMobile}/pendingInvitations`),
    );
    expect(pending.filter((p) => p.email === 'twice@example.com').map((p) => p.relationId)).toEqual([
      second.relationId,
    ]);
  });

  it('refuses an expired invitation with 410 and hides it from the pending list', async () => {
    const inv = await invite('late@example.com');
    await demo.server.platform.pool.query(
      `UPDATE team_invitations SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [inv.relationId],
    );
    const late = await signUp(demo.server, {
      givenName: 'Lee',
      familyName: 'Late',
      email: 'late@example.com',
      password: 'A-long-password-2026',
    });
    const res = await asToken(late.idToken, 'POST', `/api/profiles/invitations/${inv.relationId}/accept`);
    expect(res.status).toBe(410);
    expect(await res.json()).toMatchObject({ code: 'INVITATION_EXPIRED' });
    expect(
      ((await (await asToken(late.idToken, 'GET', `/api/profiles/invitations/${inv.relationId}`)).json()) as Invitation)
        .status,
    ).toBe('EXPIRED');
  });

  it("lists the caller's open invitations (GET /teams/invites)", async () => {
    const mine = await items<Invitation>(await demo.call('developer', 'GET', '/api/core/teams/invites'));
    expect(mine).toEqual([
      expect.objectContaining({ teamName: 'Acme Mobile', role: 'read-only-user', status: 'INVITED' }),
    ]);
  });

  it('validates the invite payload with the spec texts', async () => {
    const path = `/api/core/teams/${demo.ids.acmeMobile}/addMember`;
    const empty = await demo.call('teamAdmin', 'POST', path, {});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: '1027', message: 'Payload cannot be empty' });
    const noEmail = await demo.call('teamAdmin', 'POST', path, { role: 'admin' });
    expect(((await noEmail.json()) as { message: string }).message).toContain('User email is required');
    const badEmail = await demo.call('teamAdmin', 'POST', path, { email: 'x@y', role: 'admin' });
    expect(((await badEmail.json()) as { message: string }).message).toContain('Invalid email address');
  });

  it('escapes user values in the e-mail', async () => {
    await demo.server.platform.pool.query(`UPDATE users SET given_name = '<b>Tara</b>' WHERE id = $1`, [
      demo.ids.teamAdmin,
    ]);
    await invite('escape@example.com');
    const mail = await waitForSunkMessage(demo.server, 'escape@example.com', 'Acme Mobile');
    expect(mail.html).toContain('&lt;b&gt;Tara&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Tara</b>');
  });
});
