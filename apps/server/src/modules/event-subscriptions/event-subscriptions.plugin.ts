/**
 * The event-subscriptions module as one plugin (issue 20 item 2): the subscriptions service is built once over the
 * products, applications and authorization modules' services (as their plugins decorated them), this instance's
 * delivery workers start here (QUEUE_ENABLED; not from the routes file) and stop when the app closes, then the
 * routes and the socket entry.
 */
import type { FastifyInstance } from 'fastify';
import { createEventDelivery } from './event-delivery.js';
import { eventSockets } from './event-sockets.js';
import { eventSubscriptionsRoutes } from './event-subscriptions.routes.js';
import { createEventSubscriptionsService } from './event-subscriptions.service.js';

export async function eventSubscriptionsPlugin(app: FastifyInstance) {
  const { pool, config, secretKey, queue, log } = app.platform;
  const { products, authorization } = app;
  const { applications } = app.applications;
  const service = createEventSubscriptionsService({ pool, config, secretKey, products, applications, authorization });
  const delivery = await createEventDelivery({ pool, queue, config, secretKey, log, products, subscriptions: service });
  app.addHook('onClose', async () => delivery.close());

  await app.register(eventSubscriptionsRoutes, { service, delivery });
  await eventSockets(app);
}
