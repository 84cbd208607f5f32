/**
 * Event subscriptions (spec 2 sections 2.4, 2.5, 2.9, 3, 4, 5, 7 "Event subscription service", 8) and event
 * delivery (beyond the spec), served under /api/events (EVENTS_PREFIX). Every call names the current team in the
 * `team_uuid` header (400 API1009 without it); a `role` header is accepted and ignored (roles come from the
 * membership). Paths are EVENT_SUBSCRIPTION_ROUTES':
 *   POST   /events/{eventId}/subscriptions  body createEventSubscriptionBody -> 201 eventSubscriptionCreatedSchema.
 *          eventId is the multitenant id of a version in an environment (eventEnvironmentEntry.eventMultitenantTrn).
 *          https needs an endpoint; the answer carries the signing secret of the webhook signatures once.
 *   GET    /applications/teams/{teamId}               -> eventApplicationListSchema (the team's applications and
 *          their event subscriptions: the wizard's application step and existing-subscription check)
 *   GET    /applications/{appId}/subscriptions        -> eventSubscriptionListSchema
 *   GET    /namespaces/{ns}/events/{name}/teams/{teamId} -> eventVersionListSchema (the event's versions with the
 *          team's applications and subscriptions keyed by client id)
 *   GET    /teams/{teamId}/subscriptions              -> eventSubscriptionListSchema (the team-wide listing)
 *   GET    /subscriptions/{subscriptionTrn}           -> eventSubscriptionSchema
 *   PUT    /subscriptions/{subscriptionTrn}  body updateEventSubscriptionBody { filter | null } -> eventSubscriptionSchema
 *   DELETE /subscriptions/{subscriptionTrn}           -> 204
 *   GET    /subscriptions/{subscriptionTrn}/signing-secret -> signingSecretSchema (developers and admins)
 *   GET    /subscriptions/{subscriptionTrn}/deliveries     -> eventDeliveryListSchema (newest first, at most 100)
 *   POST   /events/{eventId}/publish  body publishEventBody -> 202 publishEventResultSchema: the product's owner team
 *          publishes to a version in an environment; each matching subscription gets a queued delivery.
 *   POST   /events/{eventId}/publish/batch  body publishEventBatchBody { events } -> 202 publishEventBatchResultSchema
 *          { results }: the same for many events in one request and one transaction (issue 24).
 *   GET    /ws (WebSocket) with `Authorization: Bearer <token>` or `?access_token=`: the token is a
 *          client_credentials access token of an application (from /oidc/token). The socket receives
 *          eventMessageSchema messages for the application's wss subscriptions. A bad token: 401 before upgrade.
 * Webhooks (https): POST to the endpoint with JSON eventMessageSchema, headers EVENT_DELIVERY_HEADERS:
 *   signature `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the signing secret>`, the idempotency
 *   key (the same on every retry of one delivery), the event id and the subscription trn. Any 2xx is success;
 *   otherwise retried with exponential backoff; each attempt is listed in the deliveries. Redirects are not
 *   followed. Endpoints on private, loopback, link-local and other non-public addresses are refused (400
 *   endpointPrivate at creation; at delivery the attempt is 'failed' at once, with the reason as its error).
 *   wss: an event published while no socket of the application is connected is recorded as 'no-connection'.
 * Another team's subscription, application or team listing answers 404 (its existence is not disclosed).
 * Non-internal teams see and subscribe to prd environments only (like the event details).
 */
import { z } from 'zod';
import { eventEnvironmentSchema } from './events.js';
import { eventFilterSchema, type FilterMessage } from './event-filter.js';
import type { CatalogueError } from './team-errors.js';

export const EVENT_PROTOCOLS = ['https', 'wss'] as const;
export const eventProtocolSchema = z.enum(EVENT_PROTOCOLS);
export type EventProtocol = z.infer<typeof eventProtocolSchema>;
/** Spec 2 section 4: events are 'subscribed', shown as active (statusLabel in subscriptions.ts). */
export const EVENT_SUBSCRIPTION_STATUS = 'subscribed';
export const ROLE_HEADER = 'role';

/** The route table (paths under EVENTS_PREFIX). */
export const EVENT_SUBSCRIPTION_ROUTES = {
  create: { method: 'POST', path: '/events/:eventId/subscriptions' },
  teamApplications: { method: 'GET', path: '/applications/teams/:teamId' },
  applicationSubscriptions: { method: 'GET', path: '/applications/:appId/subscriptions' },
  eventVersions: { method: 'GET', path: '/namespaces/:namespaceId/events/:eventName/teams/:teamId' },
  teamSubscriptions: { method: 'GET', path: '/teams/:teamId/subscriptions' },
  get: { method: 'GET', path: '/subscriptions/:subscriptionTrn' },
  update: { method: 'PUT', path: '/subscriptions/:subscriptionTrn' },
  remove: { method: 'DELETE', path: '/subscriptions/:subscriptionTrn' },
  signingSecret: { method: 'GET', path: '/subscriptions/:subscriptionTrn/signing-secret' },
  deliveries: { method: 'GET', path: '/subscriptions/:subscriptionTrn/deliveries' },
  publish: { method: 'POST', path: '/events/:eventId/publish' },
  publishBatch: { method: 'POST', path: '/events/:eventId/publish/batch' },
  socket: { method: 'GET', path: '/ws' },
} as const;

/** Fills a route path's :params (URL-encoded). */
export function eventSubscriptionPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(params[k] ?? ''));
}

/** `trn:dc:event-subscription:<uuid>` */
export const eventSubscriptionTrn = (id: string) => `trn:dc:event-subscription:${id}`;
const SUBSCRIPTION_TRN = /^trn:dc:event-subscription:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
export const parseEventSubscriptionTrn = (trn: string): string | null =>
  SUBSCRIPTION_TRN.exec(trn)?.[1].toLowerCase() ?? null;

export const EVENT_ENDPOINT_MAX = 2000;
/** The webhook endpoint: an absolute http(s) URL (the server requires https unless configured otherwise). */
export const eventEndpointSchema = z
  .string()
  .trim()
  .max(EVENT_ENDPOINT_MAX)
  .url()
  .refine((u) => /^https?:\/\//i.test(u), 'The endpoint must be an https URL.');

export const createEventSubscriptionBody = z
  .object({
    /** The application's client id (its id). */
    consumerClientId: z.string().uuid(),
    applicationName: z.string().max(200).optional(),
    protocol: eventProtocolSchema,
    teamId: z.string().uuid(),
    filter: eventFilterSchema.nullable().optional(),
    endpoint: eventEndpointSchema.optional(),
  })
  .refine((b) => b.protocol !== 'https' || b.endpoint, {
    path: ['endpoint'],
    message: 'An https subscription needs an endpoint.',
  });
export type CreateEventSubscriptionBody = z.input<typeof createEventSubscriptionBody>;

export const updateEventSubscriptionBody = z.object({ filter: eventFilterSchema.nullable() });
export type UpdateEventSubscriptionBody = z.infer<typeof updateEventSubscriptionBody>;

/** One event subscription (spec 2 section 3 "Event subscription"). */
export const eventSubscriptionSchema = z.object({
  subscriptionTrn: z.string(),
  subscriptionStatus: z.literal(EVENT_SUBSCRIPTION_STATUS),
  applicationId: z.string().uuid(),
  applicationName: z.string(),
  teamId: z.string().uuid(),
  createdOn: z.string(),
  eventTitle: z.string(),
  eventName: z.string(),
  eventVersion: z.string(),
  eventMetadataId: z.string().uuid(),
  /** The multitenant id the subscription was made to (version + environment). */
  eventMultitenantTrn: z.string(),
  productKey: z.string(),
  productKeyEvent: z.boolean(),
  namespace: z.string(),
  environment: eventEnvironmentSchema,
  protocol: eventProtocolSchema,
  /** The webhook URL (https), or the WebSocket path to connect to (wss). */
  endpoint: z.string(),
  filter: eventFilterSchema.nullable(),
  /** The condition as typed again (formatFilterCondition), null without a filter. */
  filterCondition: z.string().nullable(),
});
export type EventSubscription = z.infer<typeof eventSubscriptionSchema>;
export const eventSubscriptionListSchema = z.object({ items: z.array(eventSubscriptionSchema) });
export type EventSubscriptionList = z.infer<typeof eventSubscriptionListSchema>;

export const eventSubscriptionCreatedSchema = z.object({
  subscriptionId: z.string(),
  subscription: eventSubscriptionSchema,
  /** https only: the secret that signs the webhooks; also readable later through signing-secret. */
  signingSecret: z.string().nullable(),
});
export type EventSubscriptionCreated = z.infer<typeof eventSubscriptionCreatedSchema>;

export const signingSecretSchema = z.object({ signingSecret: z.string() });

export const eventApplicationSchema = z.object({
  applicationId: z.string().uuid(),
  clientId: z.string().uuid(),
  applicationName: z.string(),
  displayName: z.string(),
  description: z.string(),
  status: z.string(),
  createdOn: z.string(),
  subscriptions: z.array(eventSubscriptionSchema),
});
export type EventApplication = z.infer<typeof eventApplicationSchema>;
export const eventApplicationListSchema = z.object({ applications: z.array(eventApplicationSchema) });
export type EventApplicationList = z.infer<typeof eventApplicationListSchema>;

/** Spec 2 section 3 "Event version list". */
export const eventVersionListSchema = z.object({
  eventVersions: z.array(
    z.object({
      eventVersion: z.string(),
      applications: z.array(z.string()),
      subscriptions: z.record(z.string(), z.array(eventSubscriptionSchema)),
    }),
  ),
});
export type EventVersionList = z.infer<typeof eventVersionListSchema>;

export const EVENT_DELIVERY_OUTCOMES = ['delivered', 'failed', 'retrying', 'no-connection'] as const;
export const eventDeliverySchema = z.object({
  id: z.string().uuid(),
  eventId: z.string().uuid(),
  attempt: z.number().int(),
  protocol: eventProtocolSchema,
  /** The receiver's HTTP status (https), null for WebSocket sends and network failures. */
  statusCode: z.number().int().nullable(),
  outcome: z.enum(EVENT_DELIVERY_OUTCOMES),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  attemptedAt: z.string(),
});
export type EventDelivery = z.infer<typeof eventDeliverySchema>;
export const eventDeliveryListSchema = z.object({ items: z.array(eventDeliverySchema) });
export type EventDeliveryList = z.infer<typeof eventDeliveryListSchema>;

export const EVENT_ATTRIBUTES_MAX = 50;
export const EVENT_PAYLOAD_MAX_BYTES = 256 * 1024;
const attributeValue = z.union([z.string().max(4096), z.number(), z.boolean()]);
export const publishEventBody = z.object({
  /** Optional: the publisher's own id of the event (a uuid); generated otherwise. */
  id: z.string().uuid().optional(),
  attributes: z
    .record(z.string().min(1).max(100), attributeValue)
    .refine((a) => Object.keys(a).length <= EVENT_ATTRIBUTES_MAX, 'Too many attributes.'),
  payload: z.unknown(),
});
export type PublishEventBody = z.input<typeof publishEventBody>;
export const publishEventResultSchema = z.object({ eventId: z.string().uuid(), matched: z.number().int() });
export type PublishEventResult = z.infer<typeof publishEventResultSchema>;

/** Events of one batch publish (issue 24). */
export const EVENT_PUBLISH_BATCH_MAX = 500;
/**
 * POST /events/{eventId}/publish/batch: up to EVENT_PUBLISH_BATCH_MAX events to one version, each the single
 * publish's body; the publisher's own ids must differ within the batch. All are published in one transaction.
 */
export const publishEventBatchBody = z.object({
  events: z
    .array(publishEventBody)
    .min(1)
    .max(EVENT_PUBLISH_BATCH_MAX)
    .refine((events) => {
      const ids = events.flatMap((e) => (e.id ? [e.id.toLowerCase()] : []));
      return new Set(ids).size === ids.length;
    }, 'Each event of a batch needs its own id.'),
});
export type PublishEventBatchBody = z.input<typeof publishEventBatchBody>;
/** One result per event, in the batch's order, as the single publish answers it. */
export const publishEventBatchResultSchema = z.object({ results: z.array(publishEventResultSchema) });
export type PublishEventBatchResult = z.infer<typeof publishEventBatchResultSchema>;

/** What a webhook receives and what a socket receives. */
export const eventMessageSchema = z.object({
  type: z.literal('event'),
  eventId: z.string().uuid(),
  subscriptionTrn: z.string(),
  eventMultitenantTrn: z.string(),
  attributes: z.record(z.string(), attributeValue),
  payload: z.unknown(),
  publishedAt: z.string(),
});
export type EventMessage = z.infer<typeof eventMessageSchema>;

export const EVENT_DELIVERY_HEADERS = {
  signature: 'x-dc-signature',
  idempotencyKey: 'idempotency-key',
  eventId: 'x-dc-event-id',
  subscription: 'x-dc-subscription',
} as const;

export const eventIdParams = z.object({ eventId: z.string().min(1).max(200) });
export const eventTeamParams = z.object({ teamId: z.string().uuid() });
export const eventAppParams = z.object({ appId: z.string().uuid() });
export const eventSubscriptionParams = z.object({ subscriptionTrn: z.string().min(1).max(200) });
export const eventVersionsParams = z.object({
  namespaceId: z.string().min(1).max(64),
  eventName: z.string().min(1).max(64),
  teamId: z.string().uuid(),
});

/** Texts of the event subscription screens (spec 2 sections 2.9, 5, 7, 8), verbatim. */
export const EVENT_SUBSCRIPTION_TEXTS = {
  subscribed: (eventName: string) => `Subscribed to ${eventName}`,
  createFailed: (error: string) => `Failed to create subscription ${error}`,
  updated: 'Updated Subscription',
  updateFailed: (error: string) => `Failed to update subscription ${error}`,
  deleted: 'Subscription Deleted',
  exists: 'Subscription already exists for the application in this environment.',
  confirmDelete: (name: string) => `Please confirm deletion of the subscription to ${name}?`,
  selectVersion: 'Please select version',
  selectEnvironment: 'Please select environment',
  selectProtocol: 'Please select protocol',
} as const;
/** The create toast shows for 2 s (spec 2 section 9). */
export const EVENT_SUBSCRIBED_TOAST_MS = 2000;

export const EVENT_SUBSCRIPTION_ERRORS = {
  teamRequired: { code: 'API1009', status: 400, message: 'Please indicate a team (the team_uuid header).' },
  exists: { code: 'API1011', status: 409, message: EVENT_SUBSCRIPTION_TEXTS.exists },
  notFound: { code: 'API1012', status: 404, message: 'Subscription does not exist.' },
  applicationNotFound: { code: 'API1010', status: 404, message: 'Application ID does not exist.' },
  eventNotFound: { code: 'EXT1004', status: 404, message: 'The Event product does not exist' },
  subscribeForbidden: { code: 'AZ1007', status: 403, message: 'Not authorized to subscribe.' },
  deleteForbidden: { code: 'AZ1012', status: 403, message: 'Not authorized to delete the subscription.' },
  viewForbidden: { code: 'AZ1013', status: 403, message: 'Not authorized to view subscription data.' },
  publishForbidden: { code: 'AZ1001', status: 403, message: 'Not authorized to access this product' },
  applicationInactive: {
    code: 'SUBSCRIPTION_APPLICATION_INACTIVE',
    status: 409,
    message: 'Only an Available or CREATED application can subscribe.',
  },
  endpointNotAllowed: {
    code: 'EVENT_ENDPOINT_NOT_ALLOWED',
    status: 400,
    message: 'The endpoint must be an https URL.',
  },
  /** The endpoint's host is, or resolves to, a loopback, private, link-local or other non-public address. */
  endpointPrivate: {
    code: 'EVENT_ENDPOINT_NOT_ALLOWED',
    status: 400,
    message: 'The endpoint must be a public address: private, loopback and link-local addresses are refused.',
  },
} as const satisfies Record<string, CatalogueError>;

/** An invalid filter answers 400 with this code and the filter language's message. */
export const EVENT_FILTER_ERROR_CODE = 'EVENT_FILTER_INVALID';
export const eventFilterError = (message: FilterMessage): CatalogueError => ({
  code: EVENT_FILTER_ERROR_CODE,
  status: 400,
  message,
});
