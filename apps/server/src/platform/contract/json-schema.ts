/** Fastify's schema.response from the route table: one JSON Schema per status with a zod schema. */
import { z } from 'zod';
import { jsonSchemaOf, type JsonSchema, type RouteResponses } from '@dc/contracts';

/** The route table's schemas are module constants: converted once per process, not once per server start. */
const converted = new WeakMap<z.ZodType, JsonSchema>();
const jsonSchemaOnce = (schema: z.ZodType): JsonSchema => {
  let json = converted.get(schema);
  if (!json) converted.set(schema, (json = jsonSchemaOf(schema)));
  return json;
};

/** Raw and empty answers have no schema: they are sent as the handler gives them. */
export function responseJsonSchemas(responses: RouteResponses | undefined): Record<number, JsonSchema> | undefined {
  if (!responses) return undefined;
  const out: Record<number, JsonSchema> = {};
  for (const [status, schema] of Object.entries(responses)) {
    if (schema instanceof z.ZodType) out[Number(status)] = jsonSchemaOnce(schema);
  }
  return Object.keys(out).length ? out : undefined;
}
