/**
 * Reading back what a write with extra fields did to the resources that matter (issue 13 item 2): the extras a
 * route is most tempting for, and the row as the database holds it afterwards.
 */
import { freshApplication, type FixtureContext } from './route-fixtures.js';
import { PLANTED_ID } from './mass-assignment-kit.js';

type Body = Record<string, unknown>;

export interface Readback {
  /** Overrides of the fixture's body (e.g. a manual-approval API, so that 'Active' would be a promotion). */
  body?: (ctx: FixtureContext) => Promise<Body> | Body;
  /** Extra fields of this route, on top of the general ones. */
  extras?: Body;
  /** Problems found in the database after the request (none expected). */
  check(ctx: FixtureContext, answer: unknown, body: Body): Promise<string[]>;
}

const row = async (ctx: FixtureContext, sql: string, args: unknown[]) => {
  const { rows } = await ctx.pool.query(sql, args);
  return rows[0] as Record<string, unknown> | undefined;
};

/** Differences between a row and what it must hold. */
function expectRow(what: string, actual: Record<string, unknown> | undefined, expected: Body): string[] {
  if (!actual) return [`${what}: no row`];
  return Object.entries(expected)
    .filter(([k, v]) => actual[k] !== v)
    .map(([k, v]) => `${what}.${k} is ${JSON.stringify(actual[k])}, expected ${JSON.stringify(v)}`);
}

const idOf = (answer: unknown, key = 'id') => String((answer as Record<string, unknown> | undefined)?.[key]);

export const READBACKS: Record<string, Readback> = {
  'applications.create': {
    extras: { status: 'Disabled', applicationType: 'resource', application_type: 'resource' },
    async check(ctx, answer) {
      const id = idOf(answer);
      const app = await row(ctx, 'SELECT * FROM applications WHERE id = $1', [id]);
      return [
        ...(id === PLANTED_ID ? ['the application took the planted id'] : []),
        ...expectRow('application', app, {
          team_id: ctx.ids.acmeIntegrations,
          status: 'Available',
          application_type: 'client',
          created_by: ctx.ids.developer,
        }),
      ];
    },
  },
  'applications.update': {
    extras: { status: 'Disabled', application_type: 'resource', applicationType: 'resource' },
    async check(ctx) {
      const app = await row(ctx, 'SELECT * FROM applications WHERE id = $1', [ctx.ids['app:fieldSync']]);
      return expectRow('application', app, {
        team_id: ctx.ids.acmeIntegrations,
        status: 'Available',
        application_type: 'client',
        created_by: ctx.ids.developer,
      });
    },
  },
  'subscriptions.create': {
    // The manual-approval API: 'Active' in the body would skip the provider's review.
    body: async (ctx) => ({ app_id: await freshApplication(ctx), api_id: ctx.ids['product:project-scheduling-api'] }),
    extras: { status: 'Active', subscription_status: 'Active', decided_by: null, expires_at: null },
    async check(ctx, _answer, body) {
      const sub = await row(ctx, 'SELECT * FROM api_subscriptions WHERE application_id = $1 AND api_id = $2', [
        body.app_id,
        body.api_id,
      ]);
      return expectRow('subscription', sub, {
        status: 'Pending',
        team_id: ctx.ids.acmeIntegrations,
        requested_by: ctx.ids.developer,
      });
    },
  },
  'teams.create': {
    extras: { internal: true, type: 'INDIVIDUAL' },
    async check(ctx, answer) {
      const team = await row(ctx, 'SELECT * FROM teams WHERE id = $1', [idOf(answer, 'uuid')]);
      return expectRow('team', team, { internal: false, account_id: ctx.ids.acme, type: 'ENTERPRISE' });
    },
  },
  'teams.addMember': {
    extras: { status: 'COMMITTED', relationStatus: 'COMMITTED', invited_by: null },
    async check(ctx, _answer, body) {
      const invitation = await row(ctx, 'SELECT * FROM team_invitations WHERE email = $1', [body.email]);
      const member = await row(ctx, 'SELECT u.id FROM users u WHERE u.email = $1', [body.email]);
      return [
        ...(member ? ['an invitation created a user'] : []),
        ...expectRow('invitation', invitation, {
          status: 'INVITED',
          team_id: ctx.ids.acmeMobile,
          invited_by: ctx.ids.teamAdmin,
          role: body.role,
        }),
      ];
    },
  },
  'teams.updateRelation': {
    extras: { role: 'admin' },
    async check(ctx) {
      const member = await row(ctx, 'SELECT * FROM team_members WHERE team_id = $1 AND user_id = $2', [
        ctx.ids.acmeIntegrations,
        ctx.ids.basic,
      ]);
      return expectRow('member', member, { role: 'read-only-user' });
    },
  },
  'teams.createRelation': {
    extras: { role: 'admin' },
    async check(ctx) {
      const member = await row(ctx, 'SELECT * FROM team_members WHERE team_id = $1 AND user_id = $2', [
        ctx.ids.umbrellaSiteCrew,
        ctx.ids.noTeam,
      ]);
      return member?.role === 'admin' ? ['the joining user became a team admin'] : [];
    },
  },
  'catalogs.create': {
    extras: { relationship: 'owner', entityType: 'platform_catalog' },
    async check(ctx, answer) {
      const id = idOf(answer);
      const catalog = await row(ctx, 'SELECT * FROM catalogs WHERE id = $1', [id]);
      return [
        ...(id === PLANTED_ID ? ['the catalog took the planted id'] : []),
        ...expectRow('catalog', catalog, { team_id: ctx.ids.acmeIntegrations, status: 'unpublished' }),
      ];
    },
  },
  'catalogs.grant': {
    extras: { relationship_status: 'accepted', relationshipStatus: 'accepted', status: 'accepted' },
    async check(_ctx, answer) {
      const status = (answer as Record<string, unknown>)?.relationship_status;
      return status === 'pending' ? [] : [`the grant is ${JSON.stringify(status)}, expected pending`];
    },
  },
  'templates.create': {
    extras: { status: 'published', environment: 'prd', system_key: 'feedback', systemKey: 'feedback' },
    async check(ctx, answer) {
      const template = await row(ctx, 'SELECT * FROM templates WHERE id = $1', [idOf(answer, 'template_id')]);
      return expectRow('template', template, {
        status: 'draft',
        team_id: ctx.ids.platform,
        system_key: null,
        created_by: ctx.ids.staff,
      });
    },
  },
  'users.setPreference': {
    async check(ctx, _answer, body) {
      const pref = await row(ctx, 'SELECT * FROM user_preferences WHERE name = $1', [body.name]);
      return expectRow('preference', pref, { user_id: ctx.ids.developer });
    },
  },
};
