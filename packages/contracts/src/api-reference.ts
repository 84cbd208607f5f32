/**
 * The API reference of an OpenAPI version (issue 19), served in parts so that a 13 MB document is never sent whole
 * to show its first operation (prefix /api/apim):
 *   GET /apis/{apiId}/versions/{version}/reference                     -> ReferenceIndex (tags, operations, schema names)
 *   GET /apis/{apiId}/versions/{version}/reference/operations/{index}  -> ReferenceOperation (one operation)
 *   GET /apis/{apiId}/versions/{version}/reference/schemas/{name}      -> one schema, its $refs left for the viewer
 * The same parts come from a plain document through prepareReference (api-reference-prepare.ts).
 */
import { z } from 'zod';
import { apiSpecParams } from './apis.js';

export type JsonObject = Record<string, unknown>;

export interface ReferenceTag {
  name: string;
  description?: string;
}

/** One line of the index: enough to list, search and deep-link an operation. */
export interface ReferenceOperationEntry {
  /** Position in the index: the key of the operation's part. */
  index: number;
  method: string;
  path: string;
  operationId?: string;
  summary?: string;
  /** The operation's first tag ('default' without one). */
  tag: string;
  deprecated?: boolean;
}

export interface ReferenceIndex {
  title: string;
  version: string;
  description: string;
  /** openapi-2.0, openapi-3.0 or openapi-3.1 */
  format: string;
  servers: string[];
  tags: ReferenceTag[];
  operations: ReferenceOperationEntry[];
  /** Names of the document's reusable schemas (components/schemas, or definitions in 2.0). */
  schemas: string[];
}

export interface ReferenceMedia {
  mediaType: string;
  schema?: JsonObject;
  example?: unknown;
}

export interface ReferenceParameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  deprecated?: boolean;
  schema?: JsonObject;
  example?: unknown;
}

export interface ReferenceResponse {
  status: string;
  description: string;
  headers: ReferenceParameter[];
  content: ReferenceMedia[];
}

/** One operation with its parameters, request body and responses resolved; schema $refs stay for lazy drawing. */
export interface ReferenceOperation extends Omit<ReferenceOperationEntry, 'index' | 'tag'> {
  index: number;
  tags: string[];
  description?: string;
  parameters: ReferenceParameter[];
  requestBody?: { description?: string; required: boolean; content: ReferenceMedia[] };
  responses: ReferenceResponse[];
  /** Security requirement names (schemes), when the operation or document asks for any. */
  security: string[];
}

/*
 * The parts' answers for the route table (routes/apis.ts): the server sends each part as the JSON text it stored
 * (no serialiser runs on it), so these schemas describe it for the OpenAPI document and the typed client, and the
 * server's tests parse the stored parts with them. Typed by the interfaces above, so they cannot drift apart.
 */
const jsonObjectSchema = z.record(z.string(), z.unknown());
const referenceTagSchema: z.ZodType<ReferenceTag> = z.object({ name: z.string(), description: z.string().optional() });
const entryFields = {
  method: z.string(),
  path: z.string(),
  operationId: z.string().optional(),
  summary: z.string().optional(),
  deprecated: z.boolean().optional(),
};
const referenceOperationEntrySchema: z.ZodType<ReferenceOperationEntry> = z.object({
  index: z.number().int(),
  ...entryFields,
  tag: z.string(),
});

export const referenceIndexSchema: z.ZodType<ReferenceIndex> = z.object({
  title: z.string(),
  version: z.string(),
  description: z.string(),
  format: z.string(),
  servers: z.array(z.string()),
  tags: z.array(referenceTagSchema),
  operations: z.array(referenceOperationEntrySchema),
  schemas: z.array(z.string()),
});

const referenceMediaSchema: z.ZodType<ReferenceMedia> = z.object({
  mediaType: z.string(),
  schema: jsonObjectSchema.optional(),
  example: z.unknown().optional(),
});
const referenceParameterSchema: z.ZodType<ReferenceParameter> = z.object({
  name: z.string(),
  in: z.string(),
  required: z.boolean(),
  description: z.string().optional(),
  deprecated: z.boolean().optional(),
  schema: jsonObjectSchema.optional(),
  example: z.unknown().optional(),
});
const referenceResponseSchema: z.ZodType<ReferenceResponse> = z.object({
  status: z.string(),
  description: z.string(),
  headers: z.array(referenceParameterSchema),
  content: z.array(referenceMediaSchema),
});

export const referenceOperationSchema: z.ZodType<ReferenceOperation> = z.object({
  index: z.number().int(),
  ...entryFields,
  tags: z.array(z.string()),
  description: z.string().optional(),
  parameters: z.array(referenceParameterSchema),
  requestBody: z
    .object({ description: z.string().optional(), required: z.boolean(), content: z.array(referenceMediaSchema) })
    .optional(),
  responses: z.array(referenceResponseSchema),
  security: z.array(z.string()),
});

/** One reusable schema of the document, as the document has it ($refs left for the viewer). */
export const referenceSchemaPartSchema: z.ZodType<JsonObject> = jsonObjectSchema;

export const referenceOperationParams = apiSpecParams.extend({ index: z.coerce.number().int().min(0).max(1_000_000) });
export const referenceSchemaParams = apiSpecParams.extend({ name: z.string().min(1).max(300) });

/** The name a schema $ref points at ('#/components/schemas/X', '#/definitions/X'), or undefined for any other. */
export function schemaRefName(ref: unknown): string | undefined {
  if (typeof ref !== 'string') return undefined;
  const m = /^#\/(?:components\/schemas|definitions)\/([^/]+)$/.exec(ref);
  return m ? decodeURIComponent(m[1]).replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
}

/** Deep link of an operation: `operation/{operationId}`, else `operation/{METHOD} {path}` (spaces kept readable). */
export function operationAnchor(op: Pick<ReferenceOperationEntry, 'operationId' | 'method' | 'path'>): string {
  return `operation/${encodeURIComponent(op.operationId ?? `${op.method.toUpperCase()} ${op.path}`)}`;
}
