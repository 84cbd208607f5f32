/** JSON Schemas of the route table's zod schemas: for the server's serialiser and for the OpenAPI document. */
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of a zod schema as `io` sees it ('output' for answers, 'input' for requests). Types JSON cannot
 * say (a transform's result, a date) become `{}`: serialised as they are. `target` 'draft-7' suits Fastify's
 * serialiser; OpenAPI 3.1 speaks draft 2020-12.
 */
export function jsonSchemaOf(
  schema: z.ZodType,
  io: 'input' | 'output' = 'output',
  target: 'draft-7' | 'draft-2020-12' = 'draft-7',
): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { target, io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}
