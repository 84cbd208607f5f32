/**
 * Event product reads of the event subscription service (spec 2 sections 2.4, 7): the event details with the
 * versions and environments the team may see, and the AsyncAPI reference of a version (per environment).
 */
import {
  EVENT_ENVIRONMENT_LABELS,
  EVENT_ERRORS,
  PRODUCT_ERRORS,
  type AsyncApiResponse,
  type EventDetails,
  type EventEnvironment,
} from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';
import type { AuthorizationService } from '../authorization/authorization.service.js';
import type { ProductRow, ProductsService, TeamContext } from '../products/products.service.js';
import { pointAtServer, seenDeployments, toEventDetails } from './events.mappers.js';

/** `products` and `authorization` are those modules' services as their plugins decorated them (app.products, ...). */
export function createEventsCatalogService(products: ProductsService, authorization: AuthorizationService) {
  const { access } = products;
  // Internal users and internal teams see every environment (spec 2 section 2.4); so does the owning team.
  const internalView = async (ctx: TeamContext, row: ProductRow) =>
    row.relationship === 'owner' || ctx.internal || (await authorization.isInternal(ctx.callerId));

  return {
    /** GET /events/{eventMetadataId}/data */
    async data(callerId: string, teamId: string | undefined, eventMetadataId: string): Promise<EventDetails> {
      const ctx = await access.team(callerId, teamId);
      const row = await access.product(ctx, eventMetadataId, 'EVENT', EVENT_ERRORS.notFound);
      return toEventDetails(row, await products.versions([row.id]), await internalView(ctx, row));
    },

    /** GET /namespaces/{namespaceId}/events/{eventName}/versions/{version}/asyncapi[?environment] */
    async asyncApi(
      callerId: string,
      teamId: string | undefined,
      address: { namespaceId: string; eventName: string; version: string },
      environment?: EventEnvironment,
    ): Promise<AsyncApiResponse> {
      const ctx = await access.team(callerId, teamId);
      const row = await access.productByName(ctx, address.namespaceId, address.eventName, EVENT_ERRORS.notFound);
      const found = await products.versionDocument(row.id, address.version);
      const internal = await internalView(ctx, row);
      const visible = found ? seenDeployments(found, internal) : [];
      if (!found || (!internal && visible.length === 0)) throw catalogueError(PRODUCT_ERRORS.versionNotFound);
      let document = JSON.parse(found.documentJson) as Record<string, unknown>;
      if (environment) {
        const deployment = visible.find((d) => EVENT_ENVIRONMENT_LABELS[d.environment as 'DEV'] === environment);
        if (!deployment) throw catalogueError(PRODUCT_ERRORS.deploymentNotFound);
        document = pointAtServer(document, deployment.deployedUrl, environment);
      }
      return {
        asyncApiSpec: document,
        eventMetadataId: row.id,
        eventVersion: found.version,
        environment: environment ?? null,
      };
    },
  };
}
