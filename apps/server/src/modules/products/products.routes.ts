/**
 * products (prefix /api/products), spec 2 section 7 "Product service" (shapes in contracts products.ts):
 *   GET /products, GET /teams/{teamId}/products, GET /products/{productId}/checks?team_id&action,
 *   DELETE /products/{productId}, POST /products (publish), POST /products/{productId}/versions.
 * The current team comes in the team_uuid header.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PRODUCT_TEAM_HEADER,
  productCheckQuery,
  productGalleryQuery,
  productParams,
  teamProductsParams,
} from '@dc/contracts';
import { callerOf, parseWith } from '../../platform/http.js';
import { createProductsService } from './products.service.js';
import { createSpecValidator } from './spec-validator.js';
import { createPublishingService } from './publish.service.js';
import { publishLimits, receivePublishUpload } from './publish-upload.js';

/** A valid document of the 100 MB upload limit validates in well under this; the heap is the worker's own. */
const SPEC_VALIDATION_LIMITS = { timeoutSeconds: 120, maxMemoryMb: 2048 };

export const PRODUCTS_PREFIX = '/api/products';

/** The current team (the team_uuid header). */
const teamOf = (req: FastifyRequest): string | undefined => {
  const value = req.headers[PRODUCT_TEAM_HEADER];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

export async function productsRoutes(app: FastifyInstance) {
  const service = createProductsService(app.platform.pool);
  // Uploaded documents are parsed and validated off the event loop.
  const validator = createSpecValidator(SPEC_VALIDATION_LIMITS);
  app.addHook('onClose', () => validator.close());
  const publishing = createPublishingService(app.platform.pool, validator.read);
  // Scoped to this plugin: only the publishing routes take multipart bodies.
  await app.register(multipart, { limits: publishLimits });
  const auth = { preHandler: app.authenticate };
  const at = (path: string) => `${PRODUCTS_PREFIX}${path}`;

  app.get(at('/products'), auth, async (req) =>
    service.gallery(callerOf(req).id, teamOf(req), parseWith(productGalleryQuery, req.query)),
  );
  app.get(at('/teams/:teamId/products'), auth, async (req) => {
    const { teamId } = parseWith(teamProductsParams, req.params);
    return service.teamGallery(callerOf(req).id, teamId, parseWith(productGalleryQuery, req.query));
  });
  app.get(at('/products/:productId/checks'), auth, async (req) => {
    const { productId } = parseWith(productParams, req.params);
    return service.check(callerOf(req).id, productId, parseWith(productCheckQuery, req.query), teamOf(req));
  });
  app.delete(at('/products/:productId'), auth, async (req, reply) => {
    const { productId } = parseWith(productParams, req.params);
    await service.remove(callerOf(req).id, teamOf(req), productId);
    return reply.status(204).send();
  });
  app.post(at('/products'), auth, async (req, reply) => {
    const caller = callerOf(req);
    const input = await receivePublishUpload(req);
    return reply.status(201).send(await publishing.publishProduct(caller.id, teamOf(req), input));
  });
  app.post(at('/products/:productId/versions'), auth, async (req, reply) => {
    const { productId } = parseWith(productParams, req.params);
    const input = await receivePublishUpload(req);
    return reply.status(201).send(await publishing.publishVersion(callerOf(req).id, teamOf(req), productId, input));
  });
}
