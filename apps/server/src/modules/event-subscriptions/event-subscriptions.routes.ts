/**
 * events (prefix /api/events): event subscriptions and delivery, the routes of HTTP_ROUTES['event-subscriptions']
 * (contracts event-subscriptions.ts). The current team comes in the team_uuid header (req.team); the role header is
 * ignored (roles come from memberships). The socket entry is served by eventSockets (an upgrade, no Fastify route),
 * which the module's plugin starts (event-subscriptions.plugin.ts).
 */
import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@dc/contracts';
import { registerRoutes } from '../../platform/contract/registrar.js';
import type { EventDelivery } from './event-delivery.js';
import type { EventSubscriptionsService } from './event-subscriptions.service.js';

export interface EventSubscriptionsOptions {
  service: EventSubscriptionsService;
  /** Publishing and delivery, whose workers the module's plugin started (event-subscriptions.plugin.ts). */
  delivery: EventDelivery;
}

export async function eventSubscriptionsRoutes(app: FastifyInstance, { service, delivery }: EventSubscriptionsOptions) {
  registerRoutes(app, HTTP_ROUTES['event-subscriptions'], {
    create: async ({ caller, team, params, body, reply }) => {
      // An https subscription's answer carries its signing secret: no cache may keep it.
      const created = await service.create(caller.id, team?.id, params.eventId, body);
      reply.status(201).header('cache-control', 'no-store');
      return created;
    },
    teamApplications: ({ caller, params }) => service.teamApplications(caller.id, params.teamId),
    applicationSubscriptions: ({ caller, team, params }) =>
      service.applicationSubscriptions(caller.id, team?.id, params.appId),
    eventVersions: ({ caller, params }) => service.eventVersions(caller.id, params),
    teamSubscriptions: ({ caller, params }) => service.teamSubscriptions(caller.id, params.teamId),
    get: ({ caller, team, params }) => service.get(caller.id, team?.id, params.subscriptionTrn),
    update: ({ caller, team, params, body }) =>
      service.update(caller.id, team?.id, params.subscriptionTrn, body.filter),
    remove: async ({ caller, team, params, reply }) => {
      await service.remove(caller.id, team?.id, params.subscriptionTrn);
      reply.status(204);
    },
    signingSecret: async ({ caller, team, params, reply }) => {
      const secret = await service.signingSecret(caller.id, team?.id, params.subscriptionTrn);
      reply.header('cache-control', 'no-store');
      return secret;
    },
    deliveries: ({ caller, team, params }) => service.deliveries(caller.id, team?.id, params.subscriptionTrn),
    publish: async ({ caller, team, params, body, reply }) => {
      const accepted = await delivery.publish(caller.id, team?.id, params.eventId, body);
      reply.status(202);
      return accepted;
    },
    publishBatch: async ({ caller, team, params, body, reply }) => {
      const accepted = await delivery.publishBatch(caller.id, team?.id, params.eventId, body.events);
      reply.status(202);
      return accepted;
    },
  });
}
