/**
 * Matrix writes of the teams module (rules: permission-matrix-teams.ts). They run last: they change who belongs
 * where. Destructive rows make their own teams, invitations and links.
 */
import { PERSONA_USER, s, type MatrixHarness, type MatrixRow } from './permission-matrix.js';
import { unique } from './permission-matrix-fixtures.js';
import { TEAM_ADMIN, acme } from './permission-matrix-teams.js';

const members = (h: MatrixHarness) => h.read('teamAdmin', `/api/core/teams/${h.ids.acmeIntegrations}/members`);
const pending = (h: MatrixHarness) =>
  h.read('teamAdmin', `/api/core/teams/${h.ids.acmeIntegrations}/pendingInvitations`);
const acmeTeams = (h: MatrixHarness) =>
  h.read('teamAdmin', `/api/core/teams?uuid=${h.ids.teamAdmin}`).then((r) => JSON.stringify(r).length);

/** A team of Acme Corp made by its account admin (a member of it unless `join` is false). */
async function freshTeam(h: MatrixHarness, join = true) {
  const team = await h.json(
    'teamAdmin',
    null,
    'POST',
    '/api/core/teams',
    {
      name: unique('matrix-team-'),
      accountId: h.ids.acme,
      addUserToTeam: join,
    },
    201,
  );
  return { teamId: String(team.uuid ?? team.id) };
}

/** A pending invitation to Acme Integrations. */
async function freshInvitation(h: MatrixHarness) {
  const email = `${unique('invitee')}@example.com`;
  const invited = await h.json(
    'teamAdmin',
    null,
    'POST',
    `/api/core/teams/${h.ids.acmeIntegrations}/addMember`,
    {
      email,
      role: 'standard-user',
    },
    201,
  );
  return { email, relationId: String(invited.relationId) };
}

export const TEAM_WRITE_ROWS: MatrixRow[] = [
  {
    route: 'teams.create',
    expect: { ...s(401, 403, 403, 201, 404, 404), accountAdmin: 201 },
    why: 'create-team: an admin role on the account; an account the caller has no relation to: 404',
    call: (c) => ({ body: { name: unique('matrix-new-'), accountId: c.ids.acme } }),
    observe: acmeTeams,
  },
  {
    route: 'teams.update',
    expect: { ...TEAM_ADMIN(200), accountAdmin: 200 },
    why: 'edit-team: an admin role on the account or the team',
    call: (c) => ({
      params: { teamId: acme(c) },
      body: { description: 'Connects Acme field systems to the platform.' },
    }),
    observe: (h) => h.read('teamAdmin', `/api/profiles/teams/${h.ids.acmeIntegrations}`),
  },
  ...(['teams.remove', 'teams.removeCore'] as const).map((route): MatrixRow => ({
    route,
    expect: { ...s(401, 403, 403, 204, 404, 404), accountAdmin: 204 },
    why: 'remove-team: an admin role on the account',
    fresh: (h) => freshTeam(h),
    call: (c) => ({ params: { teamId: c.fx.teamId } }),
    observe: (h, f) => h.read('teamAdmin', `/api/profiles/teams/${f.teamId}`),
  })),
  {
    route: 'teams.createRelation',
    expect: { ...s(401, 403, 403, 201, 404, 404), accountAdmin: 201 },
    why: 'an account admin adds themself to a team of the account; team members of the account have no account role',
    fresh: (h) => freshTeam(h, false),
    call: (c) => ({
      params: { teamId: c.fx.teamId },
      body: { type: 'member-of', userUuid: c.ids[PERSONA_USER[c.persona] ?? 'developer'] },
    }),
    observe: (h, f) => h.read('teamAdmin', `/api/core/teams/${f.teamId}/members`),
  },
  {
    route: 'teams.addMember',
    expect: TEAM_ADMIN(201),
    call: (c) => ({
      params: { teamId: acme(c) },
      body: { email: `${unique('added')}@example.com`, role: 'standard-user' },
    }),
    observe: pending,
  },
  {
    route: 'teams.removeMember',
    expect: TEAM_ADMIN(200),
    fresh: freshInvitation,
    call: (c) => ({ params: { teamId: acme(c) }, body: { email: c.fx.email } }),
    observe: pending,
  },
  {
    route: 'teams.updateRelation',
    expect: TEAM_ADMIN(200),
    fresh: freshInvitation,
    call: (c) => ({ params: { relationId: c.fx.relationId }, body: { attributes: { role: 'read-only-user' } } }),
    observe: pending,
  },
  {
    route: 'teams.updateRelation',
    expect: TEAM_ADMIN(200),
    why: "a member's relation (the basic user's): only the team admin changes a role",
    call: (c) => ({ params: { relationId: c.fx.basicRelationId }, body: { attributes: { role: 'read-only-user' } } }),
    observe: members,
  },
  {
    route: 'teams.removeMember',
    expect: s(401, 403, 403, 404, 404, 404),
    why: "a relation of another team (the developer in Globex Labs) named on Acme Integrations' path: no such member",
    call: (c) => ({ params: { teamId: acme(c) }, body: { uuid: c.fx.developerGlobexRelationId } }),
    observe: (h) => h.read('globexAdmin', `/api/core/teams/${h.ids.globexLabs}/members`),
  },
  {
    route: 'teams.updateRelation',
    expect: s(401, 404, 403, 404, 404, 200),
    why: "the developer's relation in Globex Labs: only Globex Labs' admin changes it; its non-admin member: 403",
    call: (c) => ({
      params: { relationId: c.fx.developerGlobexRelationId },
      body: { attributes: { role: 'standard-user' } },
    }),
    observe: (h) => h.read('globexAdmin', `/api/core/teams/${h.ids.globexLabs}/members`),
  },
  {
    route: 'teams.sendLinkInvitation',
    expect: TEAM_ADMIN(201),
    call: (c) => ({ params: { teamId: acme(c) }, body: { inviteeEmail: `${unique('linker')}@example.com` } }),
    observe: (h) => h.read('teamAdmin', `/api/core/teams/${h.ids.acmeIntegrations}/linkTeamInvitations`),
  },
  {
    route: 'teams.deleteLinkInvitation',
    expect: TEAM_ADMIN(204),
    fresh: async (h) => {
      const sent = await h.json(
        'teamAdmin',
        null,
        'POST',
        `/api/core/teams/${h.ids.acmeIntegrations}/linkTeamInvitations`,
        {
          inviteeEmail: `${unique('linker')}@example.com`,
        },
        201,
      );
      return { teamLinkId: String(sent.uuid) };
    },
    call: (c) => ({ params: { teamId: acme(c), teamLinkId: c.fx.teamLinkId } }),
    observe: (h) => h.read('teamAdmin', `/api/core/teams/${h.ids.acmeIntegrations}/linkTeamInvitations`),
  },
  {
    route: 'teams.acceptLink',
    expect: s(401, 403, 403, 201, 404, 404),
    why: "Globex Labs' request to the team admin, approved for Acme Mobile, a team they administer",
    call: (c) => ({
      params: { teamId: c.ids.acmeMobile },
      body: { inviterTeamId: c.ids.globexLabs, linkTeamInvitationId: c.fx.globexLinkRequestId },
    }),
    observe: (h) => h.read('teamAdmin', `/api/core/teams/${h.ids.acmeMobile}/linkTeamRelations`),
  },
  {
    route: 'teams.unlink',
    expect: TEAM_ADMIN(204),
    fresh: async (h) => {
      const { teamId } = await freshTeam(h);
      const [low, high] = [teamId, h.ids.acmeIntegrations].sort();
      const [row] = await h.query<{ id: string }>(
        'INSERT INTO team_link_relations (team_low_id, team_high_id, created_by) VALUES ($1, $2, $3) RETURNING id',
        [low, high, h.ids.teamAdmin],
      );
      return { relationId: row.id };
    },
    call: (c) => ({ params: { teamId: acme(c), relationId: c.fx.relationId } }),
    observe: (h) => h.read('teamAdmin', `/api/core/teams/${h.ids.acmeIntegrations}/linkTeamRelations`),
  },
  {
    route: 'teams.acceptInvitation',
    expect: s(401, 403, 200, 403, 403, 403),
    why: 'only the invitee (by the signed-in address) accepts',
    fresh: async (h) => {
      const { teamId } = await freshTeam(h);
      const invited = await h.json(
        'teamAdmin',
        null,
        'POST',
        `/api/core/teams/${teamId}/addMember`,
        {
          email: 'developer@example.com',
          role: 'standard-user',
        },
        201,
      );
      return { teamId, inviteId: String(invited.uuid) };
    },
    call: (c) => ({ params: { inviteId: c.fx.inviteId } }),
    observe: (h, f) => h.read('teamAdmin', `/api/core/teams/${f.teamId}/members`),
  },
];
