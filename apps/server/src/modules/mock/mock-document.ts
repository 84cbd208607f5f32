/**
 * A published OpenAPI document made ready to mock: its operations matched by method and path template, request
 * bodies, query and header parameters validated with Ajv against the document's schemas, answers taken from the
 * document's examples or generated from the response schema.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import {
  atPointer,
  prepareReference,
  sampleOf,
  type JsonObject,
  type ReferenceMedia,
  type ReferenceOperation,
} from '@dc/contracts';

export interface MockRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  contentType?: string;
  body: unknown;
}

export type MockAnswer =
  { status: number; contentType?: string; body: unknown } | { status: 400 | 404 | 405; problem: string };

interface Route {
  op: ReferenceOperation;
  pattern: RegExp;
  literal: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function routeOf(op: ReferenceOperation): Route {
  const parts = op.path.split(/(\{[^}]+\})/).filter(Boolean);
  const source = parts.map((p) => (p.startsWith('{') ? '([^/]+)' : escape(p))).join('');
  return { op, pattern: new RegExp(`^${source}/?$`), literal: parts.filter((p) => !p.startsWith('{')).join('').length };
}

const jsonMedia = (content: ReferenceMedia[]) => content.find((m) => /json/i.test(m.mediaType)) ?? content[0];

export function mockDocument(document: JsonObject) {
  const { operations } = prepareReference(document);
  // Literal segments win over templates ('/vehicles/mine' before '/vehicles/{id}').
  const routes = operations.map(routeOf).sort((a, b) => b.literal - a.literal);
  // The schema's $refs resolve against the whole document, given as the root Ajv compiles from.
  const ajv = new Ajv({ strict: false, allErrors: false, coerceTypes: false, validateSchema: false });
  const coercing = new Ajv({ strict: false, coerceTypes: 'array', validateSchema: false });
  addFormats.default(ajv);
  addFormats.default(coercing);
  const defs = { components: document.components, definitions: document.definitions };
  const cache = new Map<string, ValidateFunction>();
  const validator = (key: string, schema: JsonObject, engine = ajv) => {
    let fn = cache.get(key);
    if (!fn) cache.set(key, (fn = engine.compile({ ...defs, allOf: [schema] })));
    return fn;
  };
  const resolve = (ref: string) => atPointer(document, ref) as JsonObject | undefined;
  const problem = (fn: ValidateFunction, where: string) => {
    const e = fn.errors?.[0];
    return `${where}${e?.instancePath ?? ''} ${e?.message ?? 'is invalid'}`.trim();
  };

  function validate(op: ReferenceOperation, req: MockRequest): string | null {
    for (const p of op.parameters) {
      if (p.in !== 'query' && p.in !== 'header') continue;
      const raw = p.in === 'query' ? req.query[p.name] : req.headers[p.name.toLowerCase()];
      if (raw === undefined) {
        if (p.required) return `The ${p.in} parameter ${p.name} is required.`;
        continue;
      }
      if (!p.schema) continue;
      const holder = { value: raw };
      const fn = validator(
        `${op.index} ${p.in} ${p.name}`,
        {
          type: 'object',
          properties: { value: p.schema },
        },
        coercing,
      );
      if (!fn(holder)) return problem(fn, `${p.in} parameter ${p.name}`);
    }
    const body = op.requestBody;
    if (!body) return null;
    const empty = req.body === undefined || req.body === null || req.body === '';
    if (empty) return body.required ? 'A request body is required.' : null;
    const media = jsonMedia(body.content);
    if (!media?.schema || !/json/i.test(media.mediaType)) return null;
    const fn = validator(`${op.index} body`, media.schema);
    return fn(req.body) ? null : problem(fn, 'body');
  }

  function answer(op: ReferenceOperation): MockAnswer {
    const ok = op.responses.find((r) => r.status === '200') ?? op.responses.find((r) => r.status.startsWith('2'));
    if (!ok) return { status: 204, body: undefined };
    const status = Number(ok.status) || 200;
    const media = jsonMedia(ok.content);
    if (!media) return { status, body: undefined };
    const body =
      media.example !== undefined
        ? media.example
        : media.schema
          ? sampleOf(media.schema, 0, new Set(), resolve)
          : undefined;
    return { status, contentType: media.mediaType, body };
  }

  return {
    handle(req: MockRequest): MockAnswer {
      const path = req.path.startsWith('/') ? req.path : `/${req.path}`;
      const matching = routes.filter((r) => r.pattern.test(path));
      if (matching.length === 0) return { status: 404, problem: `No operation of the document matches ${path}.` };
      const route = matching.find((r) => r.op.method === req.method.toLowerCase());
      if (!route)
        return { status: 405, problem: `${req.method} is not an operation of ${route ?? matching[0].op.path}.` };
      const invalid = validate(route.op, req);
      return invalid ? { status: 400, problem: invalid } : answer(route.op);
    },
  };
}
export type MockDocument = ReturnType<typeof mockDocument>;
