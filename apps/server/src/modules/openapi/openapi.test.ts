/**
 * Issue 20: integrators read the platform's own API at /api/openapi.json (OpenAPI 3.1, generated, every route with
 * its request and response schemas, error codes and security). The answer is the committed generated/openapi.json,
 * a real validator accepts it, and the product's own linter finds no errors in it.
 */
import { readFileSync } from 'node:fs';
import { validate, compileErrors } from '@readme/openapi-parser';
import { Document } from '@stoplight/spectral-core';
import Parsers from '@stoplight/spectral-parsers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '@dc/contracts';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { createLinter } from '../linter/spectral-lint.js';

type Operation = {
  security?: unknown[];
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type OpenApi = { openapi: string; 'x-do-not-edit': string; paths: Record<string, Record<string, Operation>> };

let server: TestServer;
let text: string;
let doc: OpenApi;

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST: '/nonexistent-web-dist' });
  const res = await fetch(`${server.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  text = await res.text();
  doc = JSON.parse(text) as OpenApi;
});
afterAll(async () => server?.stop());

const committed = () =>
  JSON.parse(readFileSync(new URL('../../../../../generated/openapi.json', import.meta.url), 'utf8')) as OpenApi;

describe('GET /api/openapi.json', () => {
  it('answers the committed generated/openapi.json, with its do-not-edit banner', () => {
    expect(doc).toEqual(committed());
    expect(doc['x-do-not-edit']).toMatch(/do not edit/);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('is a valid OpenAPI 3.1 document (@readme/openapi-parser)', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('has every route of the table, with its parameters, body, answers, errors and security', () => {
    for (const route of ROUTE_TABLE.filter((r) => !r.websocket)) {
      const path = route.path.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{path}');
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      expect(op, route.name).toBeDefined();
      if (!op) continue;
      expect(op.security, route.name).toBeDefined();
      for (const name of [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1])) {
        expect(
          op.parameters?.some((p) => p.in === 'path' && p.name === name),
          `${route.name} :${name}`,
        ).toBe(true);
      }
      if (route.teamHeader) expect(op.parameters?.some((p) => p.in === 'header' && p.name === 'team_uuid')).toBe(true);
      if (route.body) expect(op.requestBody, `${route.name} body`).toBeDefined();
      for (const status of Object.keys(route.responses ?? {})) expect(op.responses[status], route.name).toBeDefined();
      if ((route.auth ?? 'user') === 'user') {
        expect(op.responses['401']?.content?.['application/json']?.schema, route.name).toEqual({
          $ref: '#/components/schemas/ApiError',
        });
      }
    }
  });

  it('declares a success answer for every route that can succeed (only refusing routes have none)', () => {
    const refusesOnly = (r: (typeof ROUTE_TABLE)[number]) => r.errors?.includes(405) && !r.responses;
    const without = ROUTE_TABLE.filter(
      (r) => !r.websocket && !refusesOnly(r) && !Object.keys(r.responses ?? {}).some((s) => /^[23]/.test(s)),
    );
    expect(without.map((r) => r.name)).toEqual([]);
  });

  it("passes the product's own linter without errors", async () => {
    const results = await createLinter().run(new Document(text, Parsers.Json, 'openapi.json'));
    expect(results.filter((r) => r.severity === 0).map((r) => `${r.code} ${r.path.join('.')}`)).toEqual([]);
  });
});
