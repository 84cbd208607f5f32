/**
 * Realistic generated OpenAPI 3.0 documents of a chosen size, for linter tests and benchmarks: many resources,
 * each with a collection and an item path (list, create, read, update, delete), parameters, responses that
 * reference component schemas, and schemas with typed properties. Written as YAML text (or JSON) in chunks,
 * so a 50 MB document never needs a serialiser.
 */

const FIELDS = [
  ['id', 'string', 'uuid'],
  ['name', 'string', null],
  ['description', 'string', null],
  ['createdAt', 'string', 'date-time'],
  ['updatedAt', 'string', 'date-time'],
  ['count', 'integer', 'int32'],
  ['price', 'number', 'double'],
  ['active', 'boolean', null],
] as const;

function resource(i: number) {
  const name = `Resource${i}`;
  const base = `/tenants/{tenantId}/resources${i}`;
  // Every 7th resource's delete operation lacks a description: a realistic document has some problems.
  const op = (verb: string, summary: string, extra: object = {}) => ({
    operationId: `${verb}${name}`,
    summary,
    ...(verb === 'delete' && i % 7 === 0 ? {} : { description: `${summary} in the tenant's scope.` }),
    tags: [`resources${i % 50}`],
    ...extra,
  });
  const tenant = {
    name: 'tenantId',
    in: 'path',
    required: true,
    description: 'Tenant id.',
    schema: { type: 'string' },
  };
  const itemId = { name: 'itemId', in: 'path', required: true, description: 'Item id.', schema: { type: 'string' } };
  const ok = (ref: string) => ({
    description: 'Success.',
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } },
  });
  const body = {
    required: true,
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
  };
  const paths = {
    [base]: {
      get: op('list', `List ${name} items`, { parameters: [tenant], responses: { '200': ok(`${name}List`) } }),
      post: op('create', `Create a ${name}`, {
        parameters: [tenant],
        requestBody: body,
        responses: { '201': ok(name) },
      }),
    },
    [`${base}/{itemId}`]: {
      get: op('get', `Read a ${name}`, { parameters: [tenant, itemId], responses: { '200': ok(name) } }),
      put: op('update', `Replace a ${name}`, {
        parameters: [tenant, itemId],
        requestBody: body,
        responses: { '200': ok(name) },
      }),
      delete: op('delete', `Delete a ${name}`, {
        parameters: [tenant, itemId],
        responses: { '204': { description: 'Deleted.' } },
      }),
    },
  };
  const properties = Object.fromEntries(
    FIELDS.map(([f, type, format]) => [f, { type, ...(format ? { format } : {}), description: `The ${f}.` }]),
  );
  const schemas = {
    [name]: { type: 'object', required: ['id', 'name'], properties },
    [`${name}List`]: {
      type: 'object',
      properties: { items: { type: 'array', items: { $ref: `#/components/schemas/${name}` } } },
    },
  };
  return { paths, schemas };
}

const HEADER = {
  openapi: '3.0.3',
  info: {
    title: 'Generated API',
    version: '1.0.0',
    description: 'A generated API for benchmarks.',
    contact: { name: 'API team', email: 'api@example.com' },
  },
  servers: [{ url: 'https://api.example.com/v1', description: 'Production' }],
  tags: Array.from({ length: 50 }, (_, i) => ({ name: `resources${i}`, description: `Group ${i}.` })),
};

const key = (k: string) => (/^[A-Za-z_$/][\w/{}.$-]*$/.test(k) ? k : JSON.stringify(k));

/** YAML of a plain JSON value (strings always quoted, so no YAML ambiguity). */
function yaml(value: unknown, indent: string): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return ' []\n';
    return '\n' + value.map((v) => `${indent}-${yaml(v, indent + '  ').replace(/^\n\s*/, ' ')}`).join('');
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return ' {}\n';
    return '\n' + entries.map(([k, v]) => `${indent}${key(k)}:${yaml(v, indent + '  ')}`).join('');
  }
  return ` ${JSON.stringify(value)}\n`;
}

/** Bytes of one resource in the chosen syntax, to size the document. */
function resourceBytes(syntax: 'yaml' | 'json') {
  const r = resource(1);
  return syntax === 'json'
    ? JSON.stringify(r.paths, null, 2).length + JSON.stringify(r.schemas, null, 2).length
    : yaml(r.paths, '  ').length + yaml(r.schemas, '    ').length;
}

/** Yields the document in pieces; about targetBytes long in total. */
export function* generateOpenApi(targetBytes: number, syntax: 'yaml' | 'json' = 'yaml'): Generator<string> {
  const count = Math.max(1, Math.round(targetBytes / resourceBytes(syntax)));
  const indent = (s: string, pad: string) => s.replace(/\n(?=.)/g, `\n${pad}`);
  if (syntax === 'json') {
    yield JSON.stringify(HEADER, null, 2).replace(/\n}$/, ',\n  "paths": {');
    for (let i = 0; i < count; i++) {
      const body = JSON.stringify(resource(i).paths, null, 2).slice(1, -2);
      yield (i ? ',' : '') + indent(body, '  ');
    }
    yield '\n  },\n  "components": {\n    "schemas": {';
    for (let i = 0; i < count; i++) {
      const body = JSON.stringify(resource(i).schemas, null, 2).slice(1, -2);
      yield (i ? ',' : '') + indent(body, '    ');
    }
    yield '\n    }\n  }\n}\n';
    return;
  }
  yield yaml(HEADER, '').slice(1) + 'paths:';
  for (let i = 0; i < count; i++) yield yaml(resource(i).paths, '  ');
  yield 'components:\n  schemas:';
  for (let i = 0; i < count; i++) yield yaml(resource(i).schemas, '    ');
}

/** The whole generated document as one string. */
export const generateOpenApiText = (targetBytes: number, syntax: 'yaml' | 'json' = 'yaml') =>
  Array.from(generateOpenApi(targetBytes, syntax)).join('');
