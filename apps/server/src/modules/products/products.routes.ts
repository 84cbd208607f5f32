/**
 * products (prefix /api/products), spec 2 section 7 "Product service" (shapes in contracts products.ts):
 *   GET /products, GET /teams/{teamId}/products, GET /products/{productId}/checks?team_id&action,
 *   DELETE /products/{productId}, POST /products (publish), POST /products/{productId}/versions.
 * The routes of HTTP_ROUTES.products; the current team comes in the team_uuid header (req.team).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@dc/contracts';
import { registerRoutes } from '../../platform/contract/registrar.js';
import { createProductRemoval, type ProductSubscribers } from './product-removal.service.js';
import { createSpecValidator } from './spec-validator.js';
import { createPublishingService } from './publish.service.js';
import { publishLimits, receivePublishUpload } from './publish-upload.js';

/** A valid document of the 100 MB upload limit validates in well under this; the heap is the worker's own. */
const SPEC_VALIDATION_LIMITS = { timeoutSeconds: 120, maxMemoryMb: 2048 };

export const PRODUCTS_PREFIX = '/api/products';

export interface ProductsOptions {
  /** The subscriptions module's answer to "is an application subscribed?" (through app.ts). */
  subscribers: ProductSubscribers;
}

export async function productsRoutes(app: FastifyInstance, { subscribers }: ProductsOptions) {
  const service = app.products;
  const remove = createProductRemoval(app.platform.pool, service.access, subscribers);
  // Uploaded documents are parsed and validated off the event loop.
  const validator = createSpecValidator(SPEC_VALIDATION_LIMITS);
  app.addHook('onClose', () => validator.close());
  const publishing = createPublishingService(app.platform.pool, service.access, validator.read);
  // Scoped to this plugin: only the publishing routes take multipart bodies.
  await app.register(multipart, { limits: publishLimits });

  registerRoutes(app, HTTP_ROUTES.products, {
    gallery: ({ caller, team, query }) => service.gallery(caller.id, team, query),
    teamGallery: ({ caller, params, query }) => service.teamGallery(caller.id, params.teamId, query),
    check: ({ caller, team, params, query }) => service.check(caller.id, params.productId, query, team?.id),
    remove: async ({ caller, team, params, reply }) => {
      await remove(caller.id, team?.id, params.productId);
      reply.status(204);
    },
    publish: async ({ caller, team, req, reply }) => {
      const input = await receivePublishUpload(req);
      const published = await publishing.publishProduct(caller.id, team?.id, input);
      reply.status(201);
      return published;
    },
    publishVersion: async ({ caller, team, params, req, reply }) => {
      const input = await receivePublishUpload(req);
      const published = await publishing.publishVersion(caller.id, team?.id, params.productId, input);
      reply.status(201);
      return published;
    },
  });
}
