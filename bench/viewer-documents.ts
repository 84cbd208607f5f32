/**
 * The OpenAPI documents of the reference viewer bench (issue 19): a generated one of any size, and GitHub's REST
 * description (npm @octokit/openapi, 13 MB) whole or sliced to its first paths with the components they reach.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface BenchDocument {
  label: string;
  json: string;
  operations: number;
}

/** An OpenAPI 3.0 document of about `bytes` bytes: resources in 50 tags, each with a schema and two operations. */
export function bigOpenApi(bytes: number): { json: string; operations: number } {
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {
    Link: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, href: { type: 'string' } } },
  };
  const filler = 'Returns the resource with its attributes, links and audit fields. '.repeat(2);
  let json = '';
  for (let i = 0; ; i++) {
    schemas[`Resource${i}`] = {
      type: 'object',
      description: `Resource ${i} of group ${i % 50}.`,
      required: ['id', 'name'],
      properties: {
        id: { type: 'string', format: 'uuid' },
        name: { type: 'string', maxLength: 120, description: `Name of resource ${i}.` },
        createdAt: { type: 'string', format: 'date-time' },
        tags: { type: 'array', items: { type: 'string' } },
        // Shallow references, as real documents have (a chain of thousands makes every resolver quadratic).
        parent: { $ref: '#/components/schemas/Link' },
      },
    };
    const ref = { $ref: `#/components/schemas/Resource${i}` };
    paths[`/groups/${i % 50}/resources${i}/{id}`] = {
      get: {
        tags: [`Group ${i % 50}`],
        operationId: `getResource${i}`,
        summary: `Read resource ${i}`,
        description: filler,
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': { description: 'The resource', content: { 'application/json': { schema: ref } } },
          '404': { description: 'Not found' },
        },
      },
      put: {
        tags: [`Group ${i % 50}`],
        operationId: `putResource${i}`,
        summary: `Replace resource ${i}`,
        requestBody: { content: { 'application/json': { schema: ref } } },
        responses: { '204': { description: 'Replaced' } },
      },
    };
    if (i % 50 === 49) {
      json = JSON.stringify({
        openapi: '3.0.3',
        info: {
          title: 'Bench Big API',
          version: '1.0.0',
          description: 'A generated document for the viewer benchmark.',
        },
        paths,
        components: { schemas },
      });
      if (json.length >= bytes) return { json, operations: (i + 1) * 2 };
    }
  }
}


const GITHUB = path.join(import.meta.dirname, '../node_modules/@octokit/openapi/generated/api.github.com.json');
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

type Json = Record<string, unknown>;

const countOperations = (paths: Json) =>
  Object.values(paths).reduce<number>(
    (n, item) => n + Object.keys(item as Json).filter((k) => METHODS.has(k)).length,
    0,
  );

/** Every `#/components/...` reference reachable from `start`, followed through the components themselves. */
function reachableComponents(doc: Json, start: unknown): Map<string, Set<string>> {
  const components = doc.components as Record<string, Json>;
  const seen = new Map<string, Set<string>>();
  const stack: unknown[] = [start];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/')) {
        const [, , kind, name] = value.split('/');
        const names = seen.get(kind) ?? seen.set(kind, new Set()).get(kind)!;
        if (!names.has(name)) {
          names.add(name);
          stack.push(components[kind]?.[name]);
        }
      } else stack.push(value);
    }
  }
  return seen;
}

/** GitHub's REST description: whole, or its first `paths` paths with just the components they reach. */
export async function githubDocument(paths?: number): Promise<BenchDocument> {
  const text = await fs.readFile(GITHUB, 'utf8');
  const doc = JSON.parse(text) as Json;
  if (!paths) return { label: "GitHub's REST description", json: text, operations: countOperations(doc.paths as Json) };
  const kept = Object.fromEntries(Object.entries(doc.paths as Json).slice(0, paths));
  const components: Record<string, Json> = {};
  // The slice: paths only (no x-webhooks), with the components they reach.
  const slice: Json = { ...doc, paths: kept, components: {} };
  delete slice['x-webhooks'];
  for (const [kind, names] of reachableComponents(doc, slice)) {
    const all = (doc.components as Record<string, Json>)[kind];
    components[kind] = Object.fromEntries([...names].sort().map((n) => [n, all[n]]));
  }
  const json = JSON.stringify({ ...slice, components });
  return { label: `GitHub's first ${paths} paths`, json, operations: countOperations(kept) };
}
