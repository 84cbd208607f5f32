/**
 * The API reference of a published OpenAPI version in parts (contracts api-reference.ts): prepared once, at
 * publication (products' reference-store.ts) or, for versions published before, at the first read; then each
 * part is one indexed row read.
 */
import type pg from 'pg';
import { PRODUCT_ERRORS } from '@dc/contracts';
import { catalogueError, notFound } from '../../platform/errors.js';
import type { ProductsService } from '../products/products.service.js';
import { storeReference } from '../products/reference-store.js';
import { findReferencePart, findVersionHead } from './api-reference.repository.js';

export function createApiReferenceService(pool: pg.Pool, products: ProductsService) {
  const { access } = products;

  /** The caller may see the API, and the version is an OpenAPI one: its id. */
  async function versionOf(callerId: string, teamId: string | undefined, apiId: string, version: string) {
    const ctx = await access.team(callerId, teamId);
    await access.product(ctx, apiId, 'API');
    const head = await findVersionHead(pool, apiId, version);
    if (!head || !head.format.startsWith('openapi')) throw catalogueError(PRODUCT_ERRORS.versionNotFound);
    return head.id;
  }

  /** The index, preparing the version first when it was published before references were prepared. */
  async function ensureIndex(versionId: string, apiId: string, version: string): Promise<string> {
    const stored = await findReferencePart(pool, versionId, 'index', '');
    if (stored) return stored;
    const found = await products.versionDocument(apiId, version);
    if (!found) throw catalogueError(PRODUCT_ERRORS.versionNotFound);
    await storeReference(pool, versionId, found.format, found.documentJson);
    return (await findReferencePart(pool, versionId, 'index', ''))!;
  }

  return {
    /** GET .../reference */
    async index(callerId: string, teamId: string | undefined, apiId: string, version: string) {
      return ensureIndex(await versionOf(callerId, teamId, apiId, version), apiId, version);
    },

    /** GET .../reference/operations/{index} and .../reference/schemas/{name} */
    async part(
      callerId: string,
      teamId: string | undefined,
      apiId: string,
      version: string,
      kind: 'operation' | 'schema',
      key: string,
    ) {
      const versionId = await versionOf(callerId, teamId, apiId, version);
      await ensureIndex(versionId, apiId, version);
      const body = await findReferencePart(pool, versionId, kind, key);
      if (!body) throw notFound(kind === 'operation' ? 'No such operation.' : 'No such schema.');
      return body;
    },
  };
}
