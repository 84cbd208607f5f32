/**
 * Matrix rows of the teams module (spec 3 section 6; spec 1 section 6): members of a team and admins of its account
 * read it; only a team administrator invites, edits and removes members and links teams; edit-team comes from an
 * admin role on the account or the team; create-team and remove-team from an admin role on the account. A team the
 * caller has no relation to (nor to its account) is not disclosed: 404.
 */
import { PERSONA_USER, SIGNED_IN, s, type MatrixRow } from './permission-matrix.js';

/** Read it: members of Acme Integrations; not disclosed to the staff admin and the other account's admin. */
export const TEAM_READER = s(401, 200, 200, 200, 404, 404);
/** A team administrator's work on Acme Integrations. */
export const TEAM_ADMIN = (ok: number) => s(401, 403, 403, ok, 404, 404);
export const acme = (c: { ids: Record<string, string> }) => c.ids.acmeIntegrations;

export const TEAM_READ_ROWS: MatrixRow[] = [
  {
    route: 'teams.list',
    expect: s(401, 403, 200, 403, 403, 403),
    why: "listed teams are the caller's own: the developer's list is the developer's",
    call: (c) => ({ query: { uuid: c.ids.developer } }),
  },
  {
    route: 'teams.filter',
    expect: SIGNED_IN(),
    why: "always the caller's own teams, whatever the filter names",
    call: (c) => ({ body: { filter: { accountId: c.ids.acme } } }),
    inspect: (p, body, ids) => {
      const shown = ['acmeIntegrations', 'acmeMobile'].filter((k) => body.includes(ids[k]));
      const own = { basic: ['acmeIntegrations'], developer: ['acmeIntegrations'] } as Record<string, string[]>;
      const allowed = p === 'teamAdmin' ? shown : (own[p] ?? []);
      const extra = shown.filter((k) => !allowed.includes(k));
      return extra.length ? `${p} is shown ${extra.join(', ')}` : null;
    },
  },
  {
    route: 'teams.userRelations',
    expect: s(401, 403, 200, 403, 403, 403),
    call: (c) => ({ params: { userUuid: c.ids.developer }, body: {} }),
  },
  { route: 'teams.get', expect: TEAM_READER, call: (c) => ({ params: { teamId: acme(c) } }) },
  { route: 'teams.members', expect: TEAM_READER, call: (c) => ({ params: { teamId: acme(c) } }) },
  { route: 'teams.pendingInvitations', expect: TEAM_READER, call: (c) => ({ params: { teamId: acme(c) } }) },
  {
    route: 'teams.filterRelations',
    expect: TEAM_READER,
    call: (c) => ({ params: { teamId: acme(c) }, body: { filter: {} } }),
  },
  {
    route: 'teams.filterRelations',
    expect: SIGNED_IN(),
    why: 'anyone may ask for their own relation (the invitation page polls it); the answer holds nothing else',
    call: (c) => ({
      params: { teamId: acme(c) },
      body: { filter: { userUuid: c.ids[PERSONA_USER[c.persona] ?? 'developer'] } },
    }),
    inspect: (p, body) => {
      const emails = ((JSON.parse(body) as { items: Array<{ email: string }> }).items ?? []).map((m) => m.email);
      return emails.every((e) => e.startsWith(p === 'otherAdmin' ? 'globex.admin' : e)) && emails.length <= 1
        ? null
        : `${p} read others' relations: ${emails.join(', ')}`;
    },
  },
  {
    route: 'teams.members',
    expect: s(401, 403, 403, 200, 404, 404),
    why: 'Acme Mobile: a sibling team of the same account (its existence is no secret there: 403); others: 404',
    call: (c) => ({ params: { teamId: c.ids.acmeMobile } }),
  },
  { route: 'teams.myInvites', expect: SIGNED_IN() },
  {
    route: 'teams.invitation',
    expect: s(401, 403, 200, 200, 403, 403),
    why: "the invitee (developer, to Acme Mobile) or the team's admin; anyone else is told it is another address's",
    call: (c) => ({ params: { inviteId: c.fx.inviteId } }),
  },
  { route: 'teams.linkedTeams', expect: TEAM_ADMIN(200), call: (c) => ({ params: { teamId: acme(c) } }) },
  { route: 'teams.linkInvitations', expect: TEAM_ADMIN(200), call: (c) => ({ params: { teamId: acme(c) } }) },
  {
    route: 'teams.linkInvitation',
    expect: s(401, 403, 403, 200, 200, 404),
    why: "Acme Mobile's request to the staff admin: its invitee and the inviting team's admin read it",
    call: (c) => ({ params: { teamId: c.ids.acmeMobile, teamLinkId: c.fx.linkInvitationId } }),
  },
];
