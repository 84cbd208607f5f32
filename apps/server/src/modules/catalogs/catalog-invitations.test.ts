/**
 * Catalog invitations over HTTP: grant to a team of the account and to a user by e-mail (real e-mails in the SMTP
 * sink, with the accept link), the permission entry point, acceptance by the right person only, the relation list
 * (Pending, then Accepted), and revoke.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalog, type CatalogAccept, type CatalogRelation, type CatalogRelationList } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { linkIn, waitForSunkMessage } from '../../test/mail-sink.js';
import { catalogInvitationSubject } from './catalog-mails.js';
import { answer, catalogsClient } from './catalogs-test-kit.js';

let demo: DemoServer;
let api: ReturnType<typeof catalogsClient>['call'];
let catalog: Catalog;
const base = () => `/catalogs/${catalog.id}`;

/** The accept route the e-mailed link names, as an API path: /catalogs/permission/accept/{id}/email/{ref}. */
async function acceptPathFromMail(to: string): Promise<string> {
  const mail = await waitForSunkMessage(demo.server, to, catalogInvitationSubject('Invite Me'));
  const link = linkIn(mail.html, `${demo.server.url}/catalogs/${catalog.id}/email/`);
  expect(link, 'accept link in the e-mail').toBeTruthy();
  expect(mail.text).toContain(link!);
  const ref = link!.split('/email/')[1];
  return `/catalogs/permission/accept/${catalog.id}/email/${ref}`;
}

beforeAll(async () => {
  demo = await startDemoServer();
  api = catalogsClient(demo).call;
  const created = await answer<Catalog>(
    api('teamAdmin', null, 'POST', '/catalogs', {
      name: 'Inv',
      displayName: 'Invite Me',
      teamId: demo.ids.acmeIntegrations,
    }),
  );
  catalog = created.body;
});
afterAll(async () => demo?.server.stop());

describe('team invitations', () => {
  it('invites another team of the account: Pending, and an e-mail to its admins', async () => {
    const granted = await answer<CatalogRelation>(
      api('teamAdmin', null, 'POST', `${base()}/grant`, { type: 'team', teamId: demo.ids.acmeMobile }),
    );
    expect(granted.status).toBe(201);
    expect(granted.body).toMatchObject({
      invite_type: 'INTERNAL_ACCOUNT',
      team_id: demo.ids.acmeMobile,
      team_name: 'Acme Mobile',
      invitee_email_address: null,
      relationship_status: 'pending',
      status: 'Pending',
    });
    const path = await acceptPathFromMail('team.admin@example.com');
    // A developer of the owning team is not an admin of the invited team.
    expect((await answer(api('developer', null, 'GET', path))).body).toMatchObject({
      code: 'CATALOG_ACCEPT_FORBIDDEN',
    });
    const accepted = await answer<CatalogAccept>(api('teamAdmin', null, 'GET', path));
    expect(accepted.body).toEqual({
      team_id: demo.ids.acmeMobile,
      catalog_id: catalog.id,
      relationship_status: 'committed',
      status: 'Accepted',
    });
    expect((await answer(api('teamAdmin', null, 'GET', path))).status).toBe(200);
    const again = await answer(
      api('teamAdmin', null, 'POST', `${base()}/grant`, { type: 'team', teamId: demo.ids.acmeMobile }),
    );
    expect(again).toMatchObject({ status: 409, body: { code: 'CATALOG_RELATION_EXISTS' } });
  });

  it('refuses teams of other accounts, the owning team, and callers who are not team admin or admin', async () => {
    for (const teamId of [demo.ids.globexLabs, demo.ids.acmeIntegrations, '00000000-0000-4000-8000-000000000000']) {
      const res = await answer(api('teamAdmin', null, 'POST', `${base()}/grant`, { type: 'team', teamId }));
      expect(res).toMatchObject({ status: 400, body: { code: 'CATALOG_INVITE_TEAM_INVALID' } });
    }
    const dev = await answer(
      api('developer', null, 'POST', `${base()}/grant`, { type: 'user', email: 'x@example.com' }),
    );
    expect(dev).toMatchObject({ status: 403, body: { code: 'CATALOG_INVITE_FORBIDDEN' } });
    const stranger = await answer(
      api('globexAdmin', null, 'POST', `${base()}/grant`, { type: 'user', email: 'x@example.com' }),
    );
    expect(stranger.status).toBe(404);
    const bad = await answer(
      api('teamAdmin', null, 'POST', `${base()}/grant`, { type: 'user', email: 'not-an-address' }),
    );
    expect(bad.body).toMatchObject({ code: 'CT1003' });
  });
});

describe('user invitations', () => {
  it('e-mails the invitee; only that user accepts, for the current team, and the owner sees Accepted', async () => {
    const body = { catalogId: catalog.id, type: 'user', email: 'Globex.Admin@example.com' };
    const granted = await answer<CatalogRelation>(api('teamAdmin', null, 'POST', '/catalogs/permission', body));
    expect(granted).toMatchObject({
      status: 201,
      body: { invite_type: 'USER_EXTERNAL_ACCOUNT', invitee_email_address: 'globex.admin@example.com', team_id: null },
    });
    const path = await acceptPathFromMail('globex.admin@example.com');
    expect((await answer(api('globexAdmin', null, 'GET', base()))).status).toBe(404);
    expect((await answer(api('developer', null, 'GET', path))).body).toMatchObject({
      code: 'CATALOG_ACCEPT_FORBIDDEN',
    });
    const wrongRef = path.replace(/email\/.*/, 'email/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await answer(api('globexAdmin', null, 'GET', wrongRef))).body).toMatchObject({
      code: 'CATALOG_RELATION_NOT_FOUND',
    });
    const accepted = await answer<CatalogAccept>(api('globexAdmin', 'globexLabs', 'GET', path));
    expect(accepted.body).toMatchObject({ team_id: demo.ids.globexLabs, relationship_status: 'committed' });
    const seen = await answer<Catalog>(api('globexAdmin', null, 'GET', base()));
    expect(seen.body.relationship).toBe('shared');

    const list = await answer<CatalogRelationList>(api('basic', null, 'GET', `${base()}/relations`));
    expect(list.body.items.map((r) => [r.team_name ?? r.invitee_email_address, r.status])).toEqual([
      ['Acme Mobile', 'Accepted'],
      ['globex.admin@example.com', 'Accepted'],
    ]);
    // Granted teams see the catalog, not its access list.
    expect((await answer(api('globexAdmin', null, 'GET', `${base()}/relations`))).body).toMatchObject({
      code: 'CT1019',
    });
  });

  it('sends a pending invitation again instead of duplicating it, and revokes by (URL-encoded) address', async () => {
    const body = { type: 'user', email: 'outsider@example.com' };
    expect((await api('teamAdmin', null, 'POST', `${base()}/grant`, body)).status).toBe(201);
    expect((await api('teamAdmin', null, 'POST', `${base()}/grant`, body)).status).toBe(200);
    await acceptPathFromMail('outsider@example.com');
    const pending = await answer<CatalogRelationList>(api('teamAdmin', null, 'GET', `${base()}/relations`));
    expect(pending.body.items.filter((r) => r.invitee_email_address === 'outsider@example.com')).toHaveLength(1);
    const revoke = (email: string) => api('teamAdmin', null, 'POST', `${base()}/revoke`, { type: 'user', email });
    expect((await revoke('outsider%40example.com')).status).toBe(204);
    expect((await answer(revoke('outsider@example.com'))).body).toMatchObject({ code: 'CATALOG_RELATION_NOT_FOUND' });
    expect((await revoke('globex.admin@example.com')).status).toBe(204);
    expect((await answer(api('globexAdmin', null, 'GET', base()))).status).toBe(404);
  });
});
