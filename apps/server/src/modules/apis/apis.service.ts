/** API-management reads (spec 2 section 7 "API products"): the API list, one API, its OpenAPI documents. */
import {
  PRODUCT_ERRORS,
  type ApiList,
  type ApiListQuery,
  type ApiProductSummary,
  type ProductEnvironment,
} from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';
import type { ProductsService } from '../products/products.service.js';
import { pointAt, toApiSummary } from './apis.mappers.js';

export function createApisService(products: ProductsService) {
  const { access } = products;
  return {
    /** GET /apis: API products the current team may see, with versions and deployments. */
    async list(callerId: string, teamId: string | undefined, q: ApiListQuery): Promise<ApiList> {
      const ctx = await access.team(callerId, teamId);
      const { rows, total } = await products.page(ctx, 'visible', { ...q, type: ['api'] });
      const versions = await products.versions(rows.map((r) => r.id));
      return { items: rows.map((r) => toApiSummary(r, versions)), total, page: q.page, pageSize: q.pageSize };
    },

    /** GET /apis/{apiId} */
    async get(callerId: string, teamId: string | undefined, apiId: string): Promise<ApiProductSummary> {
      const ctx = await access.team(callerId, teamId);
      const row = await access.product(ctx, apiId, 'API');
      return toApiSummary(row, await products.versions([row.id]));
    },

    /** GET /apis/{apiId}/versions/{version}/openapi[?environment] */
    async openapi(
      callerId: string,
      teamId: string | undefined,
      apiId: string,
      version: string,
      environment?: ProductEnvironment,
    ) {
      const ctx = await access.team(callerId, teamId);
      await access.product(ctx, apiId, 'API');
      const found = await products.versionDocument(apiId, version);
      if (!found) throw catalogueError(PRODUCT_ERRORS.versionNotFound);
      if (!environment) return found.documentJson;
      const deployment = found.deployments.find((d) => d.environment === environment);
      if (!deployment) throw catalogueError(PRODUCT_ERRORS.deploymentNotFound);
      return JSON.stringify(pointAt(JSON.parse(found.documentJson), deployment.deployedUrl, environment));
    },
  };
}
