/** Fastify's schema.response from the route table: one JSON Schema per status with a zod schema. */
import { z } from 'zod';
import { jsonSchemaOf, type JsonSchema, type RouteResponses } from '@dc/contracts';

/** Raw and empty answers have no schema: they are sent as the handler gives them. */
export function responseJsonSchemas(responses: RouteResponses | undefined): Record<number, JsonSchema> | undefined {
  if (!responses) return undefined;
  const out: Record<number, JsonSchema> = {};
  for (const [status, schema] of Object.entries(responses)) {
    if (schema instanceof z.ZodType) out[Number(status)] = jsonSchemaOf(schema);
  }
  return Object.keys(out).length ? out : undefined;
}
