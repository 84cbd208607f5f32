/** apps/server/src/modules/event-subscriptions: event subscriptions, deliveries, publishing (EVENT_SUBSCRIPTION_ROUTES). */
import { EVENTS_PREFIX } from '../events.js';
import {
  EVENT_SUBSCRIPTION_ROUTES,
  createEventSubscriptionBody,
  eventAppParams,
  eventIdParams,
  eventSubscriptionParams,
  eventTeamParams,
  eventVersionsParams,
  publishEventBody,
  updateEventSubscriptionBody,
} from '../event-subscriptions.js';
import { fromRoutes, moduleRoutes } from './types.js';

const one = { params: eventSubscriptionParams, teamHeader: true } as const;

export const EVENT_SUBSCRIPTIONS_HTTP_ROUTES = moduleRoutes(
  'event-subscriptions',
  EVENTS_PREFIX,
  fromRoutes(EVENT_SUBSCRIPTION_ROUTES, {
    create: { params: eventIdParams, body: createEventSubscriptionBody, teamHeader: true },
    teamApplications: { params: eventTeamParams },
    applicationSubscriptions: { params: eventAppParams, teamHeader: true },
    eventVersions: { params: eventVersionsParams },
    teamSubscriptions: { params: eventTeamParams },
    get: one,
    update: { ...one, body: updateEventSubscriptionBody },
    remove: one,
    signingSecret: one,
    deliveries: one,
    publish: { params: eventIdParams, body: publishEventBody, teamHeader: true },
    socket: { websocket: true },
  }),
);
