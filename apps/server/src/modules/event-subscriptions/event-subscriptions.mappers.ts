/** Subscription and delivery rows to the contract shapes (spec 2 section 3 "Event subscription"). */
import {
  EVENTS_PREFIX,
  EVENT_ENVIRONMENT_LABELS,
  EVENT_SUBSCRIPTION_ROUTES,
  EVENT_SUBSCRIPTION_STATUS,
  eventSubscriptionTrn,
  eventTrn,
  formatFilterCondition,
  type EventDelivery,
  type EventProtocol,
  type EventSubscription,
  type ProductEnvironment,
} from '@dc/contracts';
import type { DeliveryRow, SubscriptionRow } from './event-subscriptions.repository.js';

export function toEventSubscription(r: SubscriptionRow): EventSubscription {
  return {
    subscriptionTrn: eventSubscriptionTrn(r.id),
    subscriptionStatus: EVENT_SUBSCRIPTION_STATUS,
    applicationId: r.applicationId,
    applicationName: r.applicationName,
    teamId: r.teamId,
    createdOn: r.createdAt.toISOString(),
    eventTitle: r.productTitle,
    eventName: r.productName,
    eventVersion: r.version,
    eventMetadataId: r.productId,
    eventMultitenantTrn: eventTrn(r.deploymentId),
    productKey: `${r.namespace}.${r.productName}`,
    productKeyEvent: true,
    namespace: r.namespace,
    environment: EVENT_ENVIRONMENT_LABELS[r.environment as ProductEnvironment],
    protocol: r.protocol as EventProtocol,
    endpoint: r.endpoint ?? `${EVENTS_PREFIX}${EVENT_SUBSCRIPTION_ROUTES.socket.path}`,
    filter: r.filter,
    filterCondition: r.filter ? formatFilterCondition(r.filter) : null,
  };
}

export const toEventDelivery = (r: DeliveryRow): EventDelivery => ({
  id: r.id,
  eventId: r.eventId,
  attempt: r.attempt,
  protocol: r.protocol as EventProtocol,
  statusCode: r.statusCode,
  outcome: r.outcome as EventDelivery['outcome'],
  error: r.error,
  durationMs: r.durationMs,
  attemptedAt: r.attemptedAt.toISOString(),
});
