/** apps/server/src/modules/event-subscriptions: event subscriptions, deliveries, publishing (EVENT_SUBSCRIPTION_ROUTES). */
import { EVENTS_PREFIX } from '../events.js';
import {
  EVENT_SUBSCRIPTION_ROUTES,
  createEventSubscriptionBody,
  eventAppParams,
  eventApplicationListSchema,
  eventDeliveryListSchema,
  eventIdParams,
  eventSubscriptionCreatedSchema,
  eventSubscriptionListSchema,
  eventSubscriptionParams,
  eventSubscriptionSchema,
  eventTeamParams,
  eventVersionListSchema,
  eventVersionsParams,
  publishEventBatchBody,
  publishEventBatchResultSchema,
  publishEventBody,
  publishEventResultSchema,
  signingSecretSchema,
  updateEventSubscriptionBody,
} from '../event-subscriptions.js';
import { fromRoutes, moduleRoutes } from './types.js';

const one = { params: eventSubscriptionParams, teamHeader: true, errors: [404] } as const;
const list = { 200: eventSubscriptionListSchema } as const;

export const EVENT_SUBSCRIPTIONS_HTTP_ROUTES = moduleRoutes(
  'event-subscriptions',
  EVENTS_PREFIX,
  fromRoutes(EVENT_SUBSCRIPTION_ROUTES, {
    create: {
      params: eventIdParams,
      body: createEventSubscriptionBody,
      teamHeader: true,
      errors: [404, 409],
      responses: { 201: eventSubscriptionCreatedSchema },
    },
    teamApplications: { params: eventTeamParams, responses: { 200: eventApplicationListSchema } },
    applicationSubscriptions: { params: eventAppParams, teamHeader: true, errors: [404], responses: list },
    eventVersions: { params: eventVersionsParams, errors: [404], responses: { 200: eventVersionListSchema } },
    teamSubscriptions: { params: eventTeamParams, responses: list },
    get: { ...one, responses: { 200: eventSubscriptionSchema } },
    update: { ...one, body: updateEventSubscriptionBody, responses: { 200: eventSubscriptionSchema } },
    remove: { ...one, responses: { 204: null } },
    signingSecret: { ...one, responses: { 200: signingSecretSchema } },
    deliveries: { ...one, responses: { 200: eventDeliveryListSchema } },
    publish: {
      params: eventIdParams,
      body: publishEventBody,
      teamHeader: true,
      errors: [404],
      responses: { 202: publishEventResultSchema },
    },
    publishBatch: {
      params: eventIdParams,
      body: publishEventBatchBody,
      teamHeader: true,
      errors: [404],
      responses: { 202: publishEventBatchResultSchema },
    },
    socket: { websocket: true },
  }),
);
