/**
 * The mock upstream of published OpenAPI versions (issue 19): /mock/{product}/{version}/... answers for the API
 * product named {product}, to a client-credentials token of an application subscribed to it. Prepared documents
 * are kept per instance for a few versions (a cache: any instance can prepare any version again).
 */
import type pg from 'pg';
import type { JsonObject } from '@dc/contracts';
import { forbidden, notFound } from '../../platform/errors.js';
import { mockDocument, type MockAnswer, type MockDocument, type MockRequest } from './mock-document.js';
import { findMockVersions, findVersionJson } from './mock.repository.js';

const KEEP = 8;

export interface MockCaller {
  /** Product keys of the application's Active subscriptions (the token's `subscriptions` claim). */
  subscriptions: string[];
}

export function createMockService(pool: pg.Pool) {
  const documents = new Map<string, MockDocument>();

  async function documentOf(versionId: string): Promise<MockDocument> {
    const kept = documents.get(versionId);
    if (kept) {
      // Most recently used last.
      documents.delete(versionId);
      documents.set(versionId, kept);
      return kept;
    }
    const json = await findVersionJson(pool, versionId);
    if (!json) throw notFound('No such API version.');
    const doc = mockDocument(JSON.parse(json) as JsonObject);
    documents.set(versionId, doc);
    if (documents.size > KEEP) documents.delete(documents.keys().next().value!);
    return doc;
  }

  return {
    async handle(caller: MockCaller, product: string, version: string, req: MockRequest): Promise<MockAnswer> {
      const candidates = await findMockVersions(pool, product, version);
      if (candidates.length === 0) throw notFound(`No published OpenAPI version ${version} of ${product}.`);
      const subscribed = candidates.find((c) => caller.subscriptions.includes(c.productKey));
      if (!subscribed) {
        throw forbidden(`The application is not subscribed to ${product}: subscribe it to call this API.`);
      }
      return (await documentOf(subscribed.versionId)).handle(req);
    },
  };
}
