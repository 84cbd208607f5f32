/**
 * Response serializers compiled once per process, not once per server: fast-json-stringify turns each response
 * schema into code (~0.15 s of CPU for the whole route table), and a process that starts many servers (the test
 * layers start hundreds) would otherwise compile the same schemas again every time. Keyed by the schema's JSON text,
 * so equal schemas share one serializer whatever object Fastify hands over.
 */
import fastJson from 'fast-json-stringify';

type Serialize = (doc: unknown) => string;

/** Bounds memory should schemas ever be built per request (they are not): past this, the cache starts over. */
const MAX_ENTRIES = 2_000;
const compiled = new Map<string, Serialize>();

/** Fastify's serializerCompiler with the process-wide cache; same options as Fastify's default compiler. */
export function cachedSerializerCompiler({ schema }: { schema?: unknown }): Serialize {
  const key = JSON.stringify(schema ?? {});
  let serialize = compiled.get(key);
  if (!serialize) {
    if (compiled.size >= MAX_ENTRIES) compiled.clear();
    serialize = fastJson((schema ?? {}) as Parameters<typeof fastJson>[0]) as Serialize;
    compiled.set(key, serialize);
  }
  return serialize;
}
