/**
 * events (prefix /api/events): event subscriptions and delivery (contracts event-subscriptions.ts). The current
 * team comes in the team_uuid header; the role header is ignored (roles come from memberships).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EVENTS_PREFIX,
  EVENT_SUBSCRIPTION_ROUTES as R,
  PRODUCT_TEAM_HEADER,
  createEventSubscriptionBody,
  eventAppParams,
  eventIdParams,
  eventSubscriptionParams,
  eventTeamParams,
  eventVersionsParams,
  publishEventBody,
  updateEventSubscriptionBody,
} from '@dc/contracts';
import { callerOf, parseWith } from '../../platform/http.js';
import { createApplicationsService } from '../applications/applications.service.js';
import { createProductsService } from '../products/products.service.js';
import { createEventDelivery } from './event-delivery.js';
import { eventSockets } from './event-sockets.js';
import { createEventSubscriptionsService } from './event-subscriptions.service.js';

const teamOf = (req: FastifyRequest) => {
  const value = req.headers[PRODUCT_TEAM_HEADER];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

export async function eventSubscriptionsRoutes(app: FastifyInstance) {
  const { pool, config, secretKey, queue, log } = app.platform;
  const products = createProductsService(pool);
  const applications = createApplicationsService({ pool, secretKey });
  const service = createEventSubscriptionsService({ pool, config, secretKey, products, applications });
  const delivery = await createEventDelivery({ pool, queue, config, secretKey, log, products, subscriptions: service });
  app.addHook('onClose', async () => delivery.close());
  const auth = { preHandler: app.authenticate };
  const path = (p: string) => `${EVENTS_PREFIX}${p}`;
  const trnOf = (req: FastifyRequest) => parseWith(eventSubscriptionParams, req.params).subscriptionTrn;

  app.post(path(R.create.path), auth, async (req, reply) => {
    const { eventId } = parseWith(eventIdParams, req.params);
    const body = parseWith(createEventSubscriptionBody, req.body);
    // An https subscription's answer carries its signing secret: no cache may keep it.
    const created = await service.create(callerOf(req).id, teamOf(req), eventId, body);
    return reply.status(201).header('cache-control', 'no-store').send(created);
  });
  app.get(path(R.teamApplications.path), auth, async (req) =>
    service.teamApplications(callerOf(req).id, parseWith(eventTeamParams, req.params).teamId),
  );
  app.get(path(R.applicationSubscriptions.path), auth, async (req) =>
    service.applicationSubscriptions(callerOf(req).id, teamOf(req), parseWith(eventAppParams, req.params).appId),
  );
  app.get(path(R.eventVersions.path), auth, async (req) =>
    service.eventVersions(callerOf(req).id, parseWith(eventVersionsParams, req.params)),
  );
  app.get(path(R.teamSubscriptions.path), auth, async (req) =>
    service.teamSubscriptions(callerOf(req).id, parseWith(eventTeamParams, req.params).teamId),
  );
  app.get(path(R.get.path), auth, async (req) => service.get(callerOf(req).id, teamOf(req), trnOf(req)));
  app.put(path(R.update.path), auth, async (req) => {
    const { filter } = parseWith(updateEventSubscriptionBody, req.body);
    return service.update(callerOf(req).id, teamOf(req), trnOf(req), filter);
  });
  app.delete(path(R.remove.path), auth, async (req, reply) => {
    await service.remove(callerOf(req).id, teamOf(req), trnOf(req));
    return reply.status(204).send();
  });
  app.get(path(R.signingSecret.path), auth, async (req, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(await service.signingSecret(callerOf(req).id, teamOf(req), trnOf(req))),
  );
  app.get(path(R.deliveries.path), auth, async (req) => {
    return service.deliveries(callerOf(req).id, teamOf(req), trnOf(req));
  });
  app.post(path(R.publish.path), auth, async (req, reply) => {
    const { eventId } = parseWith(eventIdParams, req.params);
    const body = parseWith(publishEventBody, req.body);
    return reply.status(202).send(await delivery.publish(callerOf(req).id, teamOf(req), eventId, body));
  });

  await eventSockets(app);
}
