/**
 * Matrix rows of the tools (spec 1 section 6, spec 3 section 6): the IoT manager reads the caller's teams' registry
 * (another team's group, device, rule or route: 404) and writes nothing (405); the linter needs an internal team;
 * templates are read by the team's members and written by an admin-type role in an internal team; sending, the
 * e-mail trace and statistics need the utilities rule; guides hide internal guides from external teams (404); the
 * mail sink is for internal staff operators.
 */
import { ROUTE_TABLE } from '@dc/contracts';
import { lintForm, unique } from './permission-matrix-fixtures.js';
import { PUBLIC, SIGNED_IN, hides, s, type MatrixHarness, type MatrixRow } from './permission-matrix.js';

/** Acme's IoT registry: its members read it; another team's is not found. */
const IOT_READER = s(401, 200, 200, 200, 404, 404);
/** Internal teams only (the staff admin's Platform Engineering); external teams are refused. */
const INTERNAL = (ok: number) => s(401, 403, 403, 403, ok, 403);
/** A template of Platform Engineering, asked for from each caller's own team. */
const PLATFORM_TEMPLATE = (ok: number) => s(401, 404, 404, 404, ok, 404);

const template = (c: { ids: Record<string, string> }) => c.ids['template:welcome'];
const templateView = (h: MatrixHarness, id: string) => h.read('staff', `/api/templates/${id}`, 'platform');
const templateList = (h: MatrixHarness) => h.read('staff', '/api/templates/', 'platform');

async function freshTemplate(h: MatrixHarness) {
  const created = await h.json('staff', 'platform', 'POST', '/api/templates/', templateBody(), 201);
  return { templateId: String(created.template_id ?? created.id) };
}
const templateBody = () => ({
  name: unique('Matrix mail '),
  sender_name: 'Platform',
  variables: ['name'],
  locales: {
    en: {
      subject: 'Hello {{name}}',
      header: 'Hello',
      subheader: 'Matrix',
      salutation: 'Hello {{name}},',
      content: ['A test.'],
      signoff: 'Regards,',
      sender: 'The platform team',
    },
  },
  consumer_applications: [],
  metadata: { team: '', primary_contact: '' },
});

/** Every write verb on the read-only IoT prefix: 405 for everyone, signed in or not. */
const IOT_READ_ONLY_ROWS: MatrixRow[] = ROUTE_TABLE.filter((r) => r.name.startsWith('iot.readOnly')).map((r) => ({
  route: r.name,
  expect: s(405, 405, 405, 405, 405, 405),
  call: () => ({ params: { '*': 'v2.1/groups' }, body: r.method === 'OPTIONS' ? undefined : {} }),
  observe: (h) => h.query('SELECT count(*) FROM iot_groups'),
}));

export const TOOL_READ_ROWS: MatrixRow[] = [
  {
    route: 'iot.groups',
    expect: SIGNED_IN(),
    why: "the caller's own teams' groups, none of Acme's for others",
    inspect: (p, body) =>
      ['staff', 'otherAdmin'].includes(p) && body.includes('acme-') ? `${p} sees Acme groups` : null,
  },
  {
    route: 'iot.groups',
    expect: IOT_READER,
    why: 'narrowed to a team the caller is not in: not found',
    call: (c) => ({ query: { teamId: c.ids.acmeIntegrations } }),
  },
  { route: 'iot.group', expect: IOT_READER, call: () => ({ params: { groupId: 'acme-pumps-eu' } }) },
  { route: 'iot.legacyGroup', expect: IOT_READER, call: () => ({ params: { groupId: 'acme-legacy-eu' } }) },
  { route: 'iot.devices', expect: IOT_READER, call: () => ({ query: { groupId: 'acme-pumps-eu' } }) },
  {
    route: 'iot.deviceSearch',
    expect: IOT_READER,
    call: () => ({ query: { groupId: 'acme-pumps-eu', serialNumber: 'PMP-EU-0001' } }),
  },
  { route: 'iot.rules', expect: IOT_READER, call: () => ({ query: { groupId: 'acme-pumps-eu' } }) },
  { route: 'iot.rule', expect: IOT_READER, call: (c) => ({ params: { ruleId: c.fx.iotRuleId } }) },
  { route: 'iot.legacyDevices', expect: IOT_READER, call: () => ({ query: { groupId: 'acme-legacy-eu' } }) },
  {
    route: 'iot.legacyDeviceSearch',
    expect: IOT_READER,
    call: (c) => ({ query: { groupId: 'acme-legacy-eu', serialNumber: c.fx.legacySerial } }),
  },
  { route: 'iot.legacyRules', expect: IOT_READER, call: () => ({ query: { groupId: 'acme-legacy-eu' } }) },
  { route: 'iot.legacyRule', expect: IOT_READER, call: (c) => ({ params: { ruleId: c.fx.legacyRuleId } }) },
  { route: 'iot.routes', expect: IOT_READER, call: () => ({ query: { groupId: 'acme-fleet-eu' } }) },
  { route: 'iot.route', expect: IOT_READER, call: (c) => ({ params: { routeId: c.fx.iotRouteId } }) },
  { route: 'iot.events', expect: IOT_READER, call: () => ({ query: { clientId: 'PMP-EU-0001' } }) },
  { route: 'iot.messages', expect: IOT_READER, call: () => ({ query: { clientId: 'VAN-EU-001' } }) },
  { route: 'iot.legacyEvents', expect: IOT_READER, call: (c) => ({ query: { deviceName: c.fx.legacySerial } }) },

  {
    route: 'linter.job',
    expect: s(401, 403, 403, 403, 404, 404),
    why: 'naming Acme Integrations as the current team: its members are refused (external), others: not disclosed',
    call: (c) => ({ params: { referenceId: c.fx.lintRef }, team: c.ids.acmeIntegrations }),
  },
  {
    route: 'linter.job',
    expect: INTERNAL(200),
    why: "the staff admin's job; external teams have no linter at all",
    call: (c) => ({ params: { referenceId: c.fx.lintRef } }),
  },
  { route: 'linter.source', expect: INTERNAL(200), call: (c) => ({ params: { referenceId: c.fx.lintRef } }) },

  {
    route: 'templates.list',
    expect: SIGNED_IN(),
    why: "members read their own team's templates: Platform Engineering's are not in anyone else's list",
    inspect: hides(['template:welcome', 'template:maintenance'], ['basic', 'developer', 'teamAdmin', 'otherAdmin']),
  },
  { route: 'templates.listBare', expect: SIGNED_IN() },
  {
    route: 'templates.list',
    expect: s(401, 404, 404, 404, 200, 404),
    why: 'naming Platform Engineering without being its member: not disclosed',
    call: (c) => ({ team: c.ids.platform }),
  },
  { route: 'templates.get', expect: PLATFORM_TEMPLATE(200), call: (c) => ({ params: { id: template(c) } }) },
  { route: 'templates.preview', expect: PLATFORM_TEMPLATE(200), call: (c) => ({ params: { id: template(c) } }) },

  { route: 'email.captcha', expect: PUBLIC },
  {
    route: 'email.events',
    expect: INTERNAL(200),
    why: 'the e-mail trace: the utilities rule (internal team; support user or admin-type role)',
    call: () => ({ query: { recipient: 'developer@example.com' } }),
  },
  { route: 'email.stats', expect: INTERNAL(200), call: (c) => ({ query: { template_id: template(c) } }) },
  {
    route: 'email-sink.messages',
    expect: INTERNAL(200),
    why: 'internal staff operators only: the sink holds invitation links meant for others',
    call: () => ({ query: { to: 'developer@example.com' } }),
  },

  {
    route: 'guides.list',
    expect: SIGNED_IN(),
    why: 'internal guides are listed for members of an internal current team only',
    call: (c) => ({ team: c.ids.platform }),
    inspect: (p, body) =>
      (p === 'staff') === body.includes('operating-the-console') ? null : `internal guides listed: ${p !== 'staff'}`,
  },
  { route: 'guides.page', expect: SIGNED_IN(), call: () => ({ params: { page: 'getting-started.html' } }) },
  {
    route: 'guides.page',
    expect: s(401, 404, 404, 404, 200, 404),
    why: 'an internal guide: for internal teams only; for anyone else it does not exist',
    call: () => ({ params: { page: 'operating-the-console.html' } }),
  },
  {
    route: 'guides.page',
    expect: s(401, 404, 404, 404, 200, 404),
    why: 'naming an internal team one is not a member of does not open its guides',
    call: (c) => ({ params: { page: 'operating-the-console.html' }, team: c.ids.platform }),
  },
];

export const TOOL_WRITE_ROWS: MatrixRow[] = [
  ...IOT_READ_ONLY_ROWS,
  {
    route: 'linter.submit',
    expect: INTERNAL(202),
    call: () => ({ multipart: lintForm }),
    observe: (h) => h.query('SELECT count(*) FROM lint_jobs'),
  },
  ...(['templates.create', 'templates.createBare'] as const).map((route): MatrixRow => ({
    route,
    expect: INTERNAL(201),
    why: 'canCRUDTemplate: an admin-type role and an internal team',
    call: () => ({ body: templateBody() }),
    observe: (h) => h.query('SELECT count(*) FROM templates'),
  })),
  {
    route: 'templates.update',
    expect: INTERNAL(200),
    fresh: freshTemplate,
    call: (c) => ({ params: { id: c.fx.templateId }, body: { ...templateBody(), name: 'Matrix renamed' } }),
    observe: (h, f) => templateView(h, f.templateId),
  },
  {
    route: 'templates.remove',
    expect: INTERNAL(204),
    fresh: freshTemplate,
    call: (c) => ({ params: { id: c.fx.templateId } }),
    observe: templateList,
  },
  {
    route: 'templates.publish',
    expect: INTERNAL(200),
    why: 'canCRUDTemplate is checked before the template is looked up: 403, nothing disclosed',
    fresh: freshTemplate,
    call: (c) => ({ params: { id: c.fx.templateId } }),
    observe: (h, f) => templateView(h, f.templateId),
  },
  {
    route: 'email.send',
    expect: INTERNAL(202),
    why: 'sending needs the utilities rule (an internal team) before any template is looked up',
    call: (c) => ({
      body: { template: template(c), to: 'developer@example.com', template_variables: { name: 'x', url: 'https://x' } },
    }),
    observe: (h) => h.query('SELECT count(*) FROM mail_messages'),
  },
  {
    route: 'email.sendBulk',
    expect: INTERNAL(200),
    why: 'the bulk form is refused whole by the same utilities rule as a single send, before any template is read',
    call: (c) => ({
      body: {
        mails: [
          { template: template(c), to: 'developer@example.com', template_variables: { name: 'x', url: 'https://x' } },
        ],
      },
    }),
    observe: (h) => h.query('SELECT count(*) FROM mail_messages'),
  },
  {
    route: 'email-sink.complaint',
    expect: s(401, 403, 403, 403, 204, 403),
    call: (c) => ({ params: { id: c.fx.sinkMessageId } }),
    observe: (h) => h.query('SELECT count(*) FROM email_suppressions'),
  },
];
