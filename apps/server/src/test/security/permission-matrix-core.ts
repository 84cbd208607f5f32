/**
 * Matrix rows: public routes (status, ui-config, sign-in pages), the caller's own data (users, authorization,
 * analytics) and accounts (spec 1 section 6: view-account and base configuration come from a role on the account;
 * an account the caller has no relation to is not disclosed: 404).
 */
import { accountTrn, teamTrn, userTrn } from '@dc/contracts';
import { PERSONA_USER, PUBLIC, SIGNED_IN, hides, s, type MatrixRow } from './permission-matrix.js';

const ownId = (c: { persona: keyof typeof PERSONA_USER; ids: Record<string, string> }) =>
  c.ids[PERSONA_USER[c.persona] ?? 'developer'];

/** The sign-in pages answer by the browser's interaction cookie, never by a bearer token: an unknown one is 400. */
const SIGN_IN_PAGE = s(400, 400, 400, 400, 400, 400);
const uid = { params: { uid: 'no-such-interaction' } };

export const CORE_ROWS: MatrixRow[] = [
  { route: 'status.healthz', expect: PUBLIC },
  { route: 'status.readyz', expect: PUBLIC },
  { route: 'status.metrics', expect: PUBLIC, why: 'DESIGN.md: status routes need no sign-in (scraped on loopback)' },
  { route: 'status.statusJson', expect: PUBLIC },
  { route: 'status.page', expect: PUBLIC },
  { route: 'status.css', expect: PUBLIC },
  { route: 'status.maintenance', expect: SIGNED_IN(), why: 'every signed-in user sees the maintenance notice' },
  {
    route: 'status.setMaintenance',
    expect: s(401, 403, 403, 403, 200, 403),
    why: 'internal staff operators only (an admin role in an internal team)',
    call: () => ({ body: { active: false } }),
    observe: (h) => h.read('staff', '/api/core/status/maintenance'),
  },

  { route: 'openapi.document', expect: PUBLIC, why: "the platform's own API description is public (issue 20)" },

  { route: 'ui-config.environment', expect: PUBLIC },
  { route: 'ui-config.featureToggler', expect: PUBLIC },
  { route: 'ui-config.i18n', expect: PUBLIC },
  { route: 'ui-config.urls', expect: PUBLIC },
  { route: 'ui-config.version', expect: PUBLIC },
  { route: 'ui-config.terms', expect: PUBLIC },

  { route: 'identity.asset', expect: PUBLIC, call: () => ({ params: { file: 'interaction.css' } }) },
  { route: 'identity.page', expect: SIGN_IN_PAGE, call: () => uid },
  { route: 'identity.signUpPage', expect: SIGN_IN_PAGE, call: () => uid },
  { route: 'identity.consent', expect: SIGN_IN_PAGE, call: () => ({ ...uid, form: { decision: 'allow' } }) },
  {
    route: 'identity.login',
    expect: SIGN_IN_PAGE,
    call: () => ({ ...uid, form: { email: 'developer@example.com', password: 'wrong' } }),
  },
  {
    route: 'identity.signUp',
    expect: SIGN_IN_PAGE,
    call: () => ({
      ...uid,
      form: { givenName: 'Eve', familyName: 'Intruder', email: 'eve@example.com', password: 'Intruder2026!' },
    }),
    observe: (h) => h.query("SELECT count(*) FROM users WHERE email = 'eve@example.com'"),
  },

  { route: 'users.me', expect: SIGNED_IN() },
  {
    route: 'users.preferences',
    expect: s(401, 403, 200, 403, 403, 403),
    why: "preferences are private: only the developer's own",
    call: (c) => ({ params: { userId: c.ids.developer } }),
  },
  {
    route: 'users.setPreference',
    expect: s(401, 403, 200, 403, 403, 403),
    call: (c) => ({ params: { userId: c.ids.developer }, body: { name: 'language', value: 'en' } }),
    observe: (h) => h.read('developer', `/api/core/users/${h.ids.developer}/preferences`),
  },
  {
    route: 'authorization.bulkChecks',
    expect: SIGNED_IN(),
    why: 'checks are about the caller only; the answer says what the caller may do',
    call: (c) => ({
      body: {
        checks: [
          { requestId: '1', subjectTrn: userTrn(ownId(c)), action: 'read', objectTrn: teamTrn(c.ids.acmeIntegrations) },
          { requestId: '2', subjectTrn: userTrn(ownId(c)), action: 'view-account', objectTrn: accountTrn(c.ids.acme) },
        ],
      },
    }),
  },
  {
    route: 'authorization.bulkChecks',
    expect: s(401, 403, 403, 403, 403, 403),
    why: "a check about another user (the developer as subject) is refused, even for the developer's teammates",
    call: (c) => ({
      body: {
        checks: [
          {
            requestId: '1',
            subjectTrn: userTrn(c.persona === 'developer' ? c.ids.basic : c.ids.developer),
            objectTrn: teamTrn(c.ids.acmeIntegrations),
          },
        ],
      },
    }),
  },
  {
    route: 'analytics.pageView',
    expect: SIGNED_IN(204),
    call: () => ({ body: { path: '/apim', title: 'Products' } }),
  },

  {
    route: 'accounts.list',
    expect: SIGNED_IN(),
    why: "the caller's accounts only",
    inspect: hides(['acme']),
  },
  {
    route: 'accounts.get',
    expect: { ...s(401, 200, 200, 200, 404, 404), accountAdmin: 200 },
    why: 'members of its teams see the account; others: not disclosed',
    call: (c) => ({ params: { uuid: c.ids.acme } }),
  },
  {
    route: 'accounts.teams',
    expect: { ...s(401, 200, 200, 200, 404, 404), accountAdmin: 200 },
    why: 'account members see every team, team members their own (listed teams follow memberships)',
    call: (c) => ({ params: { accountId: c.ids.acme }, body: {} }),
    inspect: (p, body, ids) =>
      body.includes(ids.acmeMobile) === (p === 'teamAdmin' || p === 'accountAdmin')
        ? null
        : `${p}: Acme Mobile ${body.includes(ids.acmeMobile) ? 'shown' : 'missing'}`,
  },
  {
    route: 'accounts.initialized',
    expect: { ...s(401, 200, 200, 200, 404, 404), accountAdmin: 200 },
    call: (c) => ({ params: { accountId: c.ids.acme } }),
  },
  {
    route: 'accounts.initializationStatus',
    expect: { ...s(401, 200, 200, 200, 404, 404), accountAdmin: 200 },
    call: (c) => ({ params: { accountId: c.ids.acme, activationId: c.fx.activationId } }),
  },
  {
    route: 'accounts.initializationStatusForm',
    expect: { ...s(401, 200, 200, 200, 404, 404), accountAdmin: 200 },
    call: (c) => ({ params: { accountId: c.ids.acme, activationId: c.fx.activationId }, form: { status: 'x' } }),
  },
];

/** Account writes (run after the reads). */
export const ACCOUNT_WRITE_ROWS: MatrixRow[] = [
  {
    route: 'accounts.enable',
    expect: { ...s(401, 403, 403, 200, 404, 404), accountAdmin: 200 },
    why: 'an admin of the account enables it',
    call: (c) => ({ params: { accountId: c.ids.acme } }),
    observe: (h) => h.read('teamAdmin', `/api/profiles/accounts/${h.ids.acme}`),
  },
  {
    route: 'accounts.initialize',
    expect: { ...s(401, 403, 403, 202, 404, 404), accountAdmin: 202 },
    why: 'base configuration needs a role on the account (not member-only); team members have none',
    call: (c) => ({ params: { accountId: c.ids.acme } }),
    observe: (h) => h.query('SELECT count(*) FROM account_activations WHERE account_id = $1', [h.ids.acme]),
  },
];
