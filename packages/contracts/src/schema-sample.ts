/**
 * Properties and example values of a JSON schema, shared by the console's viewers (AsyncAPI payloads, OpenAPI bodies)
 * and the server's mock upstream (answers generated from a response schema). $refs are followed through `resolve`.
 */
type Json = Record<string, unknown>;

const obj = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.map(obj) : []);

export interface SchemaProperty {
  name: string;
  schema: Json;
  required: boolean;
}

/** Own properties and those of allOf parts, in order. */
export function schemaProperties(
  given: Json,
  seen = new Set<Json>(),
  resolve: (ref: string) => Json | undefined = () => undefined,
): SchemaProperty[] {
  const schema = typeof given.$ref === 'string' ? (resolve(given.$ref) ?? given) : given;
  if (seen.has(schema)) return [];
  seen.add(schema);
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const own = Object.entries(obj(schema.properties)).map(([name, s]) => ({
    name,
    schema: obj(s),
    required: required.has(name),
  }));
  return [...own, ...list(schema.allOf).flatMap((part) => schemaProperties(part, seen, resolve))];
}

const MAX_DEPTH = 6;

const SAMPLE_STRINGS: Record<string, string> = {
  'date-time': '2026-01-31T09:30:00Z',
  date: '2026-01-31',
  uuid: '3f9a5c3e-7a43-4a36-9a5e-2f1f7c1e2a11',
  email: 'someone@example.com',
  uri: 'https://example.com',
};

/** An example value: the schema's own example, default, const or first enum value, else one made from its type. */
export function sampleOf(
  given: Json,
  depth = 0,
  seen = new Set<Json>(),
  resolve: (ref: string) => Json | undefined = () => undefined,
): unknown {
  const schema = typeof given.$ref === 'string' ? (resolve(given.$ref) ?? {}) : given;
  for (const key of ['example', 'default', 'const'] as const) if (schema[key] !== undefined) return schema[key];
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (depth > MAX_DEPTH || seen.has(schema)) return undefined;
  const next = new Set(seen).add(schema);
  const variants = list(schema.oneOf ?? schema.anyOf);
  if (variants.length > 0) return sampleOf(variants[0], depth + 1, next, resolve);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'array') return [sampleOf(obj(schema.items), depth + 1, next, resolve)].filter((v) => v !== undefined);
  if (type === 'object' || schema.properties || schema.allOf) {
    const out: Json = {};
    for (const p of schemaProperties(schema, new Set(), resolve)) {
      const value = sampleOf(p.schema, depth + 1, next, resolve);
      if (value !== undefined) out[p.name] = value;
    }
    return out;
  }
  if (type === 'string') return SAMPLE_STRINGS[String(schema.format)] ?? 'string';
  if (type === 'integer' || type === 'number') return typeof schema.minimum === 'number' ? schema.minimum : 0;
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  return undefined;
}
