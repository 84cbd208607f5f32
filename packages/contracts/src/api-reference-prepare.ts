/**
 * An OpenAPI 2.0 / 3.0 / 3.1 document taken apart once into the reference's parts (api-reference.ts): the index, one
 * part per operation (parameters, bodies, responses and examples resolved; 2.0 bodies and responses turned into the
 * 3.x shape), and the reusable schemas. The server stores the parts per version; a viewer given a plain document
 * (the platform's own /api/openapi.json) runs it in the browser.
 */
import type {
  JsonObject,
  ReferenceIndex,
  ReferenceMedia,
  ReferenceOperation,
  ReferenceParameter,
  ReferenceResponse,
} from './api-reference.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const obj = (v: unknown): JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as JsonObject) : {};
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

export interface PreparedReference {
  index: ReferenceIndex;
  operations: ReferenceOperation[];
  schemas: Map<string, JsonObject>;
}

/** What a local JSON pointer ('#/components/schemas/X') points at in the document. */
export const atPointer = (doc: JsonObject, ref: string): unknown =>
  ref
    .slice(2)
    .split('/')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => obj(node)[key], doc);

/** Follows local non-schema $refs (parameters, bodies, responses, headers, examples), at most a few hops. */
function resolver(doc: JsonObject) {
  return (v: unknown): JsonObject => {
    let node = obj(v);
    for (let hops = 0; hops < 10 && typeof node.$ref === 'string' && node.$ref.startsWith('#/'); hops++) {
      node = obj(atPointer(doc, node.$ref));
    }
    return node;
  };
}

function exampleOf(media: JsonObject, resolve: (v: unknown) => JsonObject): unknown {
  if (media.example !== undefined) return media.example;
  const first = Object.values(obj(media.examples))[0];
  if (first === undefined) return undefined;
  const ex = resolve(first);
  return 'value' in ex ? ex.value : undefined;
}

function mediaList(content: unknown, resolve: (v: unknown) => JsonObject): ReferenceMedia[] {
  return Object.entries(obj(content)).map(([mediaType, m]) => {
    const media = resolve(m);
    const schema = media.schema ? obj(media.schema) : undefined;
    return { mediaType, schema, example: exampleOf(media, resolve) ?? schema?.example };
  });
}

/** A 2.0 non-body parameter carries its schema inline (type, format, items, enum...). */
const SCHEMA_KEYS = [
  'type',
  'format',
  'items',
  'enum',
  'default',
  'minimum',
  'maximum',
  'pattern',
  'maxLength',
  'minLength',
];
function parameterSchema(p: JsonObject): JsonObject | undefined {
  if (p.schema) return obj(p.schema);
  const s = Object.fromEntries(SCHEMA_KEYS.filter((k) => p[k] !== undefined).map((k) => [k, p[k]]));
  return Object.keys(s).length ? s : undefined;
}

function toParameter(p: JsonObject, name = str(p.name) ?? '', where = str(p.in) ?? 'header'): ReferenceParameter {
  return {
    name,
    in: where,
    required: p.required === true || where === 'path',
    description: str(p.description),
    deprecated: p.deprecated === true || undefined,
    schema: parameterSchema(p),
    example: p.example ?? obj(p.schema).example ?? p['x-example'],
  };
}

function prepareOperation(
  doc: JsonObject,
  resolve: (v: unknown) => JsonObject,
  index: number,
  method: string,
  path: string,
  pathItem: JsonObject,
  op: JsonObject,
): ReferenceOperation {
  const swagger2 = typeof doc.swagger === 'string';
  const all = [
    ...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []),
    ...(Array.isArray(op.parameters) ? op.parameters : []),
  ]
    .map(resolve)
    .filter((p) => str(p.name));
  // Operation parameters override path-level ones of the same name and place.
  const byKey = new Map(all.map((p) => [`${String(p.in)} ${String(p.name)}`, p]));
  const params = [...byKey.values()];
  const consumes = (op.consumes ?? doc.consumes ?? ['application/json']) as string[];
  const produces = (op.produces ?? doc.produces ?? ['application/json']) as string[];
  let requestBody: ReferenceOperation['requestBody'];
  if (swagger2) {
    const body = params.find((p) => p.in === 'body');
    const form = params.filter((p) => p.in === 'formData');
    if (body) {
      const schema = obj(body.schema);
      requestBody = {
        description: str(body.description),
        required: body.required === true,
        content: consumes.map((mediaType) => ({ mediaType, schema, example: schema.example ?? body['x-example'] })),
      };
    } else if (form.length) {
      const schema = {
        type: 'object',
        required: form.filter((p) => p.required === true).map((p) => p.name),
        properties: Object.fromEntries(
          form.map((p) => [p.name, { ...parameterSchema(p), description: p.description }]),
        ),
      };
      const mediaType = consumes.find((c) => c.includes('form')) ?? 'application/x-www-form-urlencoded';
      requestBody = { required: form.some((p) => p.required === true), content: [{ mediaType, schema }] };
    }
  } else if (op.requestBody) {
    const rb = resolve(op.requestBody);
    requestBody = {
      description: str(rb.description),
      required: rb.required === true,
      content: mediaList(rb.content, resolve),
    };
  }
  const responses: ReferenceResponse[] = Object.entries(obj(op.responses)).map(([status, r]) => {
    const res = resolve(r);
    const headers = Object.entries(obj(res.headers)).map(([name, h]) => toParameter(resolve(h), name, 'header'));
    const content = swagger2
      ? res.schema
        ? produces.map((mediaType) => ({
            mediaType,
            schema: obj(res.schema),
            example: obj(res.examples)[mediaType] ?? obj(res.schema).example,
          }))
        : []
      : mediaList(res.content, resolve);
    return { status, description: str(res.description) ?? '', headers, content };
  });
  const security = (Array.isArray(op.security) ? op.security : Array.isArray(doc.security) ? doc.security : []).flatMap(
    (req: unknown) => Object.keys(obj(req)),
  );
  return {
    index,
    method,
    path,
    operationId: str(op.operationId),
    summary: str(op.summary),
    description: str(op.description),
    deprecated: op.deprecated === true || undefined,
    tags: Array.isArray(op.tags) && op.tags.length ? op.tags.map(String) : ['default'],
    parameters: params.filter((p) => p.in !== 'body' && p.in !== 'formData').map((p) => toParameter(p)),
    requestBody,
    responses,
    security: [...new Set(security)],
  };
}

function serversOf(doc: JsonObject): string[] {
  if (typeof doc.swagger === 'string') {
    if (!doc.host) return [];
    const scheme = Array.isArray(doc.schemes) && doc.schemes.length ? String(doc.schemes[0]) : 'https';
    return [`${scheme}://${String(doc.host)}${str(doc.basePath) ?? ''}`];
  }
  return (Array.isArray(doc.servers) ? doc.servers : []).map((s) => str(obj(s).url)).filter((u): u is string => !!u);
}

export function formatOf(doc: JsonObject): string {
  if (typeof doc.swagger === 'string') return 'openapi-2.0';
  return String(doc.openapi ?? '').startsWith('3.1') ? 'openapi-3.1' : 'openapi-3.0';
}

export function prepareReference(doc: JsonObject): PreparedReference {
  const resolve = resolver(doc);
  const operations: ReferenceOperation[] = [];
  for (const [path, item] of Object.entries(obj(doc.paths))) {
    const pathItem = resolve(item);
    for (const method of METHODS) {
      if (!pathItem[method]) continue;
      operations.push(prepareOperation(doc, resolve, operations.length, method, path, pathItem, obj(pathItem[method])));
    }
  }
  const schemaSource = typeof doc.swagger === 'string' ? obj(doc.definitions) : obj(obj(doc.components).schemas);
  const schemas = new Map(Object.entries(schemaSource).map(([name, s]) => [name, obj(s)]));
  const info = obj(doc.info);
  const declared = (Array.isArray(doc.tags) ? doc.tags : []).map(obj).filter((t) => str(t.name));
  const tagNames = new Set(declared.map((t) => String(t.name)));
  for (const op of operations) for (const t of op.tags) tagNames.add(t);
  const described = new Map(declared.map((t) => [String(t.name), str(t.description)]));
  const index: ReferenceIndex = {
    title: str(info.title) ?? 'API',
    version: str(info.version) ?? '',
    description: str(info.description) ?? '',
    format: formatOf(doc),
    servers: serversOf(doc),
    // Tags in the document's order, then those only operations name; tags without operations are left out.
    tags: [...tagNames]
      .filter((name) => operations.some((o) => o.tags[0] === name))
      .map((name) => ({ name, description: described.get(name) })),
    operations: operations.map((o) => ({
      index: o.index,
      method: o.method,
      path: o.path,
      operationId: o.operationId,
      summary: o.summary,
      tag: o.tags[0],
      deprecated: o.deprecated,
    })),
    schemas: [...schemas.keys()],
  };
  return { index, operations, schemas };
}
