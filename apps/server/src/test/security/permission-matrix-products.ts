/**
 * Matrix rows of products, their documents, events and event subscriptions (spec 2 section 6): a product is read by
 * the teams that may see it (PUBLIC, owned or shared; otherwise the spec's AZ1001, 403), changed by its owner team
 * with the role's capability; event subscriptions are the current team's (another team's: 404).
 */
import { freshApplication, publishForm, unique, eventSubscription } from './permission-matrix-fixtures.js';
import { hides, s, type MatrixHarness, type MatrixRow } from './permission-matrix.js';

/** Acme's private API product. */
const acmeApi = (c: { ids: Record<string, string> }) => c.ids['product:acme-field-sync-api'];
/** Readers of Acme's private product: its team; other tenants get AZ1001. */
const PRODUCT_READER = s(401, 200, 200, 200, 403, 403);
/** An event subscription of Acme Integrations: its developers and admins. */
const SUBSCRIBER = (ok: number) => s(401, 403, ok, ok, 404, 404);
/**
 * Subscription lists, one subscription and its deliveries: every member of the team (as API subscriptions; the
 * application views and the signing secret are for developers and admins).
 */
const MEMBER = s(401, 200, 200, 200, 404, 404);

const introForm = (c: { ids: Record<string, string> }) => () => {
  const form = new FormData();
  form.append('id', acmeApi(c));
  form.append('name', 'introduction');
  form.append('type', 'api');
  form.append('file', new Blob(['title: Field Sync\nsummary: Daily sync.\n']), 'introduction.yaml');
  return form;
};
const introduction = (h: MatrixHarness) =>
  h.read(
    'teamAdmin',
    `/api/documents/document/${h.ids['product:acme-field-sync-api']}?file=introduction&type=api`,
    'acmeIntegrations',
  );
const subscription = (h: MatrixHarness, trn: string) =>
  h.read('developer', `/api/events/subscriptions/${encodeURIComponent(trn)}`, 'acmeIntegrations');
const trnParams = (c: { fx: Record<string, string> }) => ({ subscriptionTrn: c.fx.eventSubscriptionTrn });

export const PRODUCT_READ_ROWS: MatrixRow[] = [
  {
    route: 'products.gallery',
    expect: s(401, 200, 200, 200, 200, 200),
    why: "the caller's own team's gallery: another tenant's private products are not in it",
    inspect: hides(['product:acme-field-sync-api']),
  },
  {
    route: 'products.teamGallery',
    expect: s(401, 200, 200, 200, 403, 403),
    why: 'AZ1020: not a member of the team named',
    call: (c) => ({ params: { teamId: c.ids.acmeIntegrations } }),
  },
  {
    route: 'products.check',
    expect: PRODUCT_READER,
    call: (c) => ({ params: { productId: acmeApi(c) }, query: { action: 'read' } }),
  },
  {
    route: 'products.check',
    expect: s(401, 200, 200, 200, 403, 403),
    why: "the team_id query names Acme Integrations: it must be the caller's team too (AZ1020)",
    call: (c) => ({
      params: { productId: c.ids['product:fleet-telematics'] },
      query: { team_id: c.ids.acmeIntegrations },
    }),
  },
  {
    route: 'documents.get',
    expect: PRODUCT_READER,
    call: (c) => ({ params: { documentId: acmeApi(c) }, query: { file: 'introduction', type: 'api' } }),
  },
  {
    route: 'documents.html',
    expect: PRODUCT_READER,
    call: (c) => ({ params: { type: 'api', documentId: acmeApi(c), page: 'introduction.html' } }),
  },
  {
    route: 'events-catalog.data',
    expect: s(401, 200, 200, 200, 200, 200),
    why: 'a PUBLIC event product',
    call: (c) => ({ params: { eventMetadataId: c.ids['product:shipment-events'] } }),
  },
  {
    route: 'events-catalog.data',
    expect: s(401, 403, 403, 403, 403, 200),
    why: "Globex's private event product: the other way round, the Acme side and the staff admin may not see it",
    call: (c) => ({ params: { eventMetadataId: c.ids['product:concrete-pour-events'] } }),
  },
  {
    route: 'events-catalog.asyncApi',
    expect: s(401, 403, 403, 403, 403, 200),
    call: (c) => ({ params: { namespaceId: c.fx.pourNamespace, eventName: c.fx.pourName, version: '0.1.0' } }),
  },
  {
    route: 'event-subscriptions.teamApplications',
    expect: SUBSCRIBER(200),
    call: (c) => ({ params: { teamId: c.ids.acmeIntegrations } }),
  },
  {
    route: 'event-subscriptions.applicationSubscriptions',
    expect: SUBSCRIBER(200),
    call: (c) => ({ params: { appId: c.ids['app:fieldSync'] } }),
  },
  {
    route: 'event-subscriptions.eventVersions',
    expect: MEMBER,
    call: (c) => ({
      params: { namespaceId: c.fx.shipmentNamespace, eventName: c.fx.shipmentName, teamId: c.ids.acmeIntegrations },
    }),
  },
  {
    route: 'event-subscriptions.teamSubscriptions',
    expect: MEMBER,
    call: (c) => ({ params: { teamId: c.ids.acmeIntegrations } }),
  },
  { route: 'event-subscriptions.get', expect: MEMBER, call: (c) => ({ params: trnParams(c) }) },
  {
    route: 'event-subscriptions.signingSecret',
    expect: SUBSCRIBER(200),
    why: "the webhook's signing secret is a credential: developers and admins only",
    call: (c) => ({ params: { subscriptionTrn: c.fx.webhookSubscriptionTrn } }),
  },
  { route: 'event-subscriptions.deliveries', expect: MEMBER, call: (c) => ({ params: trnParams(c) }) },
  {
    route: 'event-subscriptions.socket',
    expect: s(401, 401, 401, 401, 401, 401),
    why: "the socket takes an application's client_credentials token, never a user's id token",
  },
];

export const PRODUCT_WRITE_ROWS: MatrixRow[] = [
  {
    route: 'products.publishVersion',
    expect: s(401, 403, 403, 201, 403, 403),
    why: "create-version: the owner team's members with create-product; others may not even see it (AZ1001)",
    call: (c) => ({
      params: { productId: acmeApi(c) },
      multipart: () => publishForm('Acme Field Sync API', `0.9.${unique('').replace(/\D/g, '').slice(-6) || '1'}`, {}),
    }),
    observe: (h) => h.read('teamAdmin', `/api/apim/apis/${h.ids['product:acme-field-sync-api']}`, 'acmeIntegrations'),
  },
  {
    route: 'products.remove',
    expect: s(401, 403, 403, 204, 403, 403),
    why: 'delete: an admin of the owner team (AZ1005); others may not see it (AZ1001)',
    fresh: async (h) => {
      const published = await h.upload(
        'teamAdmin',
        h.ids.acmeIntegrations,
        '/api/products/products',
        publishForm(unique('Matrix Doomed ')),
        201,
      );
      return { productId: String(published.productId ?? published.id ?? (published.product as { id: string })?.id) };
    },
    call: (c) => ({ params: { productId: c.fx.productId } }),
    observe: (h, f) => h.read('teamAdmin', `/api/apim/apis/${f.productId}`, 'acmeIntegrations'),
  },
  {
    route: 'documents.upload',
    expect: s(401, 403, 403, 201, 403, 403),
    why: "'document' on the product for the team (documentation editors of the owner team)",
    call: (c) => ({ multipart: introForm(c) }),
    observe: introduction,
  },
  {
    route: 'documents.save',
    expect: s(401, 403, 403, 200, 403, 403),
    call: (c) => ({
      params: { documentId: acmeApi(c) },
      query: { file: 'introduction', type: 'api' },
      body: { data: Buffer.from('title: Field Sync\nsummary: Daily sync.\n').toString('base64') },
    }),
    observe: introduction,
  },
  {
    route: 'event-subscriptions.create',
    expect: SUBSCRIBER(201),
    fresh: async (h) => ({ appId: await freshApplication(h) }),
    call: (c) => ({
      params: { eventId: c.fx.eventTrn },
      body: { consumerClientId: c.fx.appId, protocol: 'wss', teamId: c.ids.acmeIntegrations },
    }),
    observe: (h) => h.read('developer', `/api/events/teams/${h.ids.acmeIntegrations}/subscriptions`),
  },
  {
    route: 'event-subscriptions.update',
    expect: SUBSCRIBER(200),
    call: (c) => ({ params: trnParams(c), body: { filter: null } }),
    observe: (h) => subscription(h, h.fx.eventSubscriptionTrn),
  },
  {
    route: 'event-subscriptions.remove',
    expect: SUBSCRIBER(204),
    fresh: async (h) => ({ subscriptionTrn: await eventSubscription(h, h.fx.eventTrn) }),
    call: (c) => ({ params: { subscriptionTrn: c.fx.subscriptionTrn } }),
    observe: (h, f) => subscription(h, f.subscriptionTrn),
  },
  {
    route: 'event-subscriptions.publish',
    expect: s(401, 403, 403, 403, 202, 403),
    why: "the product's owner team publishes (the staff admin's Platform Engineering owns the shipment events)",
    call: (c) => ({ params: { eventId: c.fx.eventTrn }, body: { attributes: { type: 'matrix' }, payload: {} } }),
    observe: (h) => h.query('SELECT count(*) FROM event_publications'),
  },
  {
    route: 'event-subscriptions.publishBatch',
    expect: s(401, 403, 403, 403, 202, 403),
    why: 'a batch is published by the same owner team as a single event, checked once for the whole batch',
    call: (c) => ({
      params: { eventId: c.fx.eventTrn },
      body: { events: [{ attributes: { type: 'matrix' }, payload: {} }] },
    }),
    observe: (h) => h.query('SELECT count(*) FROM event_publications'),
  },
];
