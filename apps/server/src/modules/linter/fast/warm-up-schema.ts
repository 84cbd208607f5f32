/**
 * Warm-up of the OpenAPI document schemas (the oas2-schema / oas3-schema rules' validators, Spectral's precompiled
 * Ajv code): the warm-up documents are too small for V8 to optimise that code, so a worker's first big document ran
 * it unoptimised (ReadMe's 3.1 description, 561 KB: ~14 ms more CPU in its first job than after this warm-up). Each
 * unit checks a generated description of one dialect three times (2-70 ms of CPU under load), like a warm-up document
 * one at a time while no job waits. Only the validator runs: no rule, no cache of the engine sees these documents.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
type Validator = (document: unknown) => boolean;
const validators = require('@stoplight/spectral-rulesets/dist/oas/schemas/validators') as Record<string, Validator>;

export type SchemaDialect = 'oas2_0' | 'oas3_0' | 'oas3_1';

/** A few schema shapes, so the validators meet the keywords real descriptions use. */
function schemaOf(i: number, dialect: SchemaDialect): Record<string, unknown> {
  const nullable = dialect === 'oas3_1' ? { type: ['string', 'null'] } : { type: 'string', nullable: true };
  const shapes: Array<Record<string, unknown>> = [
    {
      type: 'object',
      required: ['id'],
      properties: {
        id: { type: 'integer', format: 'int64', minimum: 1, description: `Item ${i}` },
        name: { type: 'string', maxLength: 64, pattern: '^[a-z]+$', example: 'rex' },
        tags: { type: 'array', items: { type: 'string', enum: ['a', 'b', 'c'] }, uniqueItems: true },
        note: dialect === 'oas2_0' ? { type: 'string' } : nullable,
      },
      additionalProperties: false,
    },
    {
      type: 'array',
      minItems: 1,
      items: { type: 'object', properties: { at: { type: 'string', format: 'date-time' } } },
    },
    dialect === 'oas2_0'
      ? { allOf: [{ type: 'object', properties: { a: { type: 'number' } } }, { type: 'object' }] }
      : { oneOf: [{ type: 'string' }, { type: 'object', properties: { b: { type: 'boolean', default: false } } }] },
    { type: 'string', enum: ['open', 'closed'], default: 'open', readOnly: true },
  ];
  return shapes[i % shapes.length];
}

function operation(i: number, dialect: SchemaDialect): Record<string, unknown> {
  const schema = schemaOf(i, dialect);
  const parameters: unknown[] = [
    dialect === 'oas2_0'
      ? { name: 'id', in: 'path', required: true, type: 'integer' }
      : { name: 'id', in: 'path', required: true, schema: { type: 'integer' }, example: i },
    dialect === 'oas2_0'
      ? { name: 'q', in: 'query', type: 'string', enum: ['x', 'y'] }
      : { name: 'q', in: 'query', schema: { type: 'string', enum: ['x', 'y'] }, style: 'form', explode: true },
  ];
  const ok =
    dialect === 'oas2_0'
      ? { description: 'OK', schema, headers: { 'X-Rate': { type: 'integer' } } }
      : {
          description: 'OK',
          headers: { 'X-Rate': { schema: { type: 'integer' } } },
          content: { 'application/json': { schema, examples: { one: { summary: 'one', value: { id: i } } } } },
        };
  return {
    operationId: `op${i}`,
    summary: `Operation ${i}`,
    tags: ['things'],
    parameters,
    ...(dialect !== 'oas2_0' && i % 2 === 0
      ? { requestBody: { required: true, content: { 'application/json': { schema } } } }
      : {}),
    responses: { '200': ok, '404': { description: 'Not found' }, default: { description: 'Error' } },
    security: [{ key: [] }],
  };
}

/** A valid description of the dialect with `paths` paths of two operations each. */
export function generatedDescription(dialect: SchemaDialect, paths: number): Record<string, unknown> {
  const info = { title: 'Warm-up', version: '1.0.0', description: 'warm-up', license: { name: 'MIT' } };
  const all: Record<string, unknown> = {};
  for (let i = 0; i < paths; i++)
    all[`/things${i}/{id}`] = { get: operation(2 * i, dialect), put: operation(2 * i + 1, dialect) };
  if (dialect === 'oas2_0')
    return {
      swagger: '2.0',
      info,
      host: 'example.com',
      schemes: ['https'],
      paths: all,
      securityDefinitions: { key: { type: 'apiKey', name: 'key', in: 'header' } },
      definitions: { Thing: schemaOf(0, dialect) },
    };
  return {
    openapi: dialect === 'oas3_1' ? '3.1.0' : '3.0.3',
    info,
    servers: [{ url: 'https://example.com/{v}', variables: { v: { default: 'v1', enum: ['v1'] } } }],
    paths: all,
    components: {
      schemas: { Thing: schemaOf(0, dialect) },
      securitySchemes: { key: { type: 'apiKey', name: 'key', in: 'header' } },
    },
  };
}

/** The warm-up units, in order: 3.1's validator is the costliest. */
export const SCHEMA_WARM_UP: SchemaDialect[] = ['oas3_1', 'oas3_1', 'oas3_1', 'oas3_0', 'oas3_0', 'oas2_0', 'oas2_0'];

/**
 * Generated descriptions linted whole after the schema units (warm-up.ts): the warm-up documents are too small for
 * V8 to optimise the engine's own code (parse, traversal, the rules' filters and functions, example checks), which a
 * worker's first big document then ran unoptimised: ReadMe's 3.1 description linted in ~66 ms of thread CPU after
 * the other units, ~48 ms after these (4 runs each, load ~9).
 */
export const GENERATED_WARM_UP: SchemaDialect[] = ['oas3_1', 'oas3_1', 'oas3_0', 'oas2_0', 'oas3_1'];

const PATHS = 15;
const ROUNDS = 3;

/** Runs one unit; true when every check found the description valid (as the tests expect). */
export function warmDocumentSchema(dialect: SchemaDialect): boolean {
  const document = generatedDescription(dialect, PATHS);
  let valid = true;
  for (let i = 0; i < ROUNDS; i++) valid = validators[dialect](document) && valid;
  return valid;
}
