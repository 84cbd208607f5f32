/**
 * The subscriptions module as one plugin (issue 20 item 2): the subscriptions service is built once over the
 * products and applications modules' services (as their plugins decorated them) and decorated as
 * `app.subscriptions`, which Try it asks whether an application is subscribed instead of reading this module's
 * tables; then its routes.
 */
import fp from 'fastify-plugin';
import { subscriptionsRoutes } from './subscriptions.routes.js';
import { createSubscriptionsService, type SubscriptionsService } from './subscriptions.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The subscriptions module's service (subscriptions.plugin.ts). */
    subscriptions: SubscriptionsService;
  }
}

export const subscriptionsPlugin = fp(
  async (app) => {
    app.decorate('subscriptions', createSubscriptionsService(app.platform, app.products, app.applications));
    await app.register(subscriptionsRoutes);
  },
  { name: 'subscriptions', dependencies: ['products', 'applications'] },
);
