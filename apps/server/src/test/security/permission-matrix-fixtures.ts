/**
 * Fixtures of the permission matrix: ids the demo world does not name (secrets, relations, invitations, jobs) read
 * once as their owners, and fresh objects for the destructive rows (each allowed call deletes its own).
 */
import type { MatrixHarness } from './permission-matrix.js';

type Json = Record<string, unknown>;
export type Fixtures = Record<string, string>;

let counter = 0;
/** A name no other call of the run uses. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-4)}${(counter++).toString(36)}`;

type FixtureApi = MatrixHarness;

export const OPENAPI = (title: string, version = '1.0.0') => `openapi: 3.0.3
info:
  title: ${title}
  version: ${version}
paths:
  /things:
    get:
      responses:
        '200':
          description: The things.
`;

/** A publish form: an OpenAPI file and the metadata field. */
export function publishForm(title: string, version = '1.0.0', metadata: Json = { visibility: 'PRIVATE' }): FormData {
  const form = new FormData();
  form.append('metadata', JSON.stringify({ tags: ['matrix'], ...metadata }));
  form.append('file', new Blob([OPENAPI(title, version)]), 'spec.yaml');
  return form;
}

export function lintForm(): FormData {
  const form = new FormData();
  form.append('file', new Blob([OPENAPI('Lint Me')], { type: 'text/plain' }), 'lint-me.yaml');
  return form;
}

export async function makeFixtures(h: FixtureApi): Promise<Fixtures> {
  const { ids } = h;
  const fx: Fixtures = {};
  const items = (r: Json) => (r.items ?? r.data) as Json[];

  const secrets = await h.json(
    'developer',
    'acmeIntegrations',
    'GET',
    `/api/apim/applications/${ids['app:fieldSync']}/secrets`,
  );
  fx.fieldSyncSecret = String(items(secrets)[0].id);

  const details = await h.json<{ availableVersions: Record<string, Array<{ eventMultitenantTrn: string }>> }>(
    'developer',
    'acmeIntegrations',
    'GET',
    `/api/events/events/${ids['product:shipment-events']}/data`,
  );
  fx.eventTrn = details.availableVersions['1.0.0'][0].eventMultitenantTrn;
  fx.eventSubscriptionTrn = await eventSubscription(h, fx.eventTrn);
  fx.webhookSubscriptionTrn = await eventSubscription(h, fx.eventTrn, 'https://hooks.example.com/matrix');
  const shipment = details as unknown as Json;
  fx.shipmentNamespace = String(shipment.namespaceId);
  fx.shipmentName = String(shipment.eventName);
  const pour = await h.json(
    'globexAdmin',
    'globexLabs',
    'GET',
    `/api/events/events/${ids['product:concrete-pour-events']}/data`,
  );
  fx.pourNamespace = String(pour.namespaceId);
  fx.pourName = String(pour.eventName);

  const iot = (path: string) =>
    h.json<{ items?: Json[]; resultSet?: Json[] }>('teamAdmin', null, 'GET', `/api/iot${path}`);
  const first = (r: { items?: Json[]; resultSet?: Json[] }) => (r.items ?? r.resultSet ?? [])[0] ?? {};
  const idOf = (r: Json) => String(r.id ?? r.ruleId ?? r.routeId ?? r.name);
  fx.iotRuleId = idOf(first(await iot('/rules?groupId=acme-pumps-eu')));
  fx.legacyRuleId = idOf(first(await iot('/legacy/rules?groupId=acme-legacy-eu')));
  fx.iotRouteId = idOf(first(await iot('/routes?groupId=acme-fleet-eu')));
  const legacyDevice = first(await iot('/legacy/devices?groupId=acme-legacy-eu'));
  fx.legacySerial = String(legacyDevice.serialNumber ?? legacyDevice.deviceName ?? legacyDevice.name);

  const members = await h.json('teamAdmin', null, 'GET', `/api/core/teams/${ids.acmeIntegrations}/members`);
  const basic = items(members).find((m) => m.email === 'basic@example.com')!;
  fx.basicRelationId = String(basic.relationId);

  const globexMembers = await h.json('globexAdmin', null, 'GET', `/api/core/teams/${ids.globexLabs}/members`);
  fx.developerGlobexRelationId = String(
    items(globexMembers).find((m) => m.email === 'developer@example.com')!.relationId,
  );

  const invites = await h.json('developer', null, 'GET', '/api/core/teams/invites');
  fx.inviteId = String(items(invites)[0].uuid);

  const links = await h.json('teamAdmin', null, 'GET', `/api/core/teams/${ids.acmeIntegrations}/linkTeamRelations`);
  fx.linkRelationId = String(items(links)[0].uuid);
  const requests = await h.json('teamAdmin', null, 'GET', `/api/core/teams/${ids.acmeMobile}/linkTeamInvitations`);
  fx.linkInvitationId = String(items(requests)[0].uuid);
  const globex = await h.json('globexAdmin', null, 'GET', `/api/core/teams/${ids.globexLabs}/linkTeamInvitations`);
  fx.globexLinkRequestId = String(items(globex)[0].uuid);

  const pending = await h.json('staff', 'platform', 'GET', '/api/apim/subscriptions/pendingApprovals');
  fx.pendingSubscriptionId = String(items(pending)[0].subscription_id);

  const job = await h.upload('staff', 'platform', '/api/linter/specs/linter', lintForm(), 202);
  fx.lintRef = String(job.referenceId ?? job.id);

  const activation = await h.json(
    'teamAdmin',
    null,
    'POST',
    `/api/core/accounts-v2/${ids.acme}/initialize`,
    undefined,
    202,
  );
  fx.activationId = String(activation.id);

  const intro = new FormData();
  for (const [k, v] of Object.entries({ id: ids['product:acme-field-sync-api'], name: 'introduction', type: 'api' }))
    intro.append(k, v);
  intro.append('file', new Blob(['title: Field Sync\nsummary: Daily sync.\n']), 'introduction.yaml');
  await h.upload('teamAdmin', ids.acmeIntegrations, '/api/documents/upload', intro, 201);

  fx.sinkMessageId = await sinkMessage(h);
  return fx;
}

/** A mail in the SMTP sink (an invitation), waited for: mail goes out through the queue. */
async function sinkMessage(h: FixtureApi): Promise<string> {
  const to = `${unique('sink')}@example.com`;
  await h.json(
    'teamAdmin',
    null,
    'POST',
    `/api/core/teams/${h.ids.acmeIntegrations}/addMember`,
    { email: to, role: 'standard-user' },
    201,
  );
  for (let i = 0; i < 200; i++) {
    const sink = await h.json<{ items: Json[] }>(
      'staff',
      null,
      'GET',
      `/api/email/sink/messages?to=${encodeURIComponent(to)}`,
    );
    if (sink.items[0]) return String(sink.items[0].id);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} reached the sink`);
}

/** A wss subscription of a fresh Acme application to the shipment events (prd). */
export async function eventSubscription(h: FixtureApi, eventTrn: string, endpoint?: string): Promise<string> {
  const app = await freshApplication(h);
  const protocol = endpoint ? { protocol: 'https', endpoint } : { protocol: 'wss' };
  const created = await h.json<{ subscription: { subscriptionTrn: string } }>(
    'developer',
    'acmeIntegrations',
    'POST',
    `/api/events/events/${encodeURIComponent(eventTrn)}/subscriptions`,
    { consumerClientId: app, ...protocol, teamId: h.ids.acmeIntegrations },
    201,
  );
  return created.subscription.subscriptionTrn;
}

/** An application of Acme Integrations, made by the developer. */
export async function freshApplication(h: FixtureApi): Promise<string> {
  const app = await h.json(
    'developer',
    'acmeIntegrations',
    'POST',
    '/api/apim/applications',
    {
      name: unique('Matrix App '),
      grant_types: ['client_credentials'],
    },
    201,
  );
  return String(app.id);
}
