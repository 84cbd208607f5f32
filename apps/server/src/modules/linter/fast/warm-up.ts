/**
 * Small documents a fresh lint worker lints with the fast engine before its first job, so that job does not pay for
 * what every worker builds once: each dialect's meta-schema and Ajv instances (the 2020-12 meta-schema alone is
 * ~0.2 s of CPU, paid by the first OpenAPI 3.1 document with a schema example), the rulesets' compiled document
 * schemas and the parsers' and traversal's first, unoptimised runs. One document per format the engine recognises,
 * each with a schema `$ref`, a valid and an invalid example (the invalid one reaches Ajv), in JSON and one in YAML.
 * Their results are dropped; what they leave behind is the validator cache (found by content, so it answers later
 * documents as a first compile would) and warm code.
 */
import { lintText } from '../spectral-lint.js';
import { preparse } from './source-parser.js';
import {
  GENERATED_WARM_UP,
  generatedDescription,
  SCHEMA_WARM_UP,
  warmDocumentSchema,
  type SchemaDialect,
} from './warm-up-schema.js';

const pet = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string' }, tag: { type: 'string', format: 'date-time' } },
};
const info = { title: 'Warm-up', version: '1.0.0', description: 'warm-up', contact: { name: 'x' } };

const openapi3 = (version: string, exampleKey: 'example' | 'examples') => ({
  openapi: version,
  info,
  servers: [{ url: 'https://example.com' }],
  tags: [{ name: 'pets', description: 'Pets' }],
  paths: {
    '/pets/{id}': {
      get: {
        operationId: 'getPet',
        tags: ['pets'],
        description: 'A pet.',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', example: 'one' } }],
        responses: {
          '200': {
            description: 'The pet.',
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/Pet' },
                examples: { good: { value: { name: 'Rex' } }, bad: { value: { name: 1 } } },
              },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Pet: {
        ...pet,
        ...(exampleKey === 'example' ? { example: { name: 2 } } : { examples: [{ name: 'Rex' }, { name: 2 }] }),
      },
    },
  },
});

const swagger = {
  swagger: '2.0',
  info,
  host: 'example.com',
  schemes: ['https'],
  paths: {
    '/pets': {
      get: {
        operationId: 'listPets',
        description: 'Pets.',
        produces: ['application/json'],
        responses: {
          '200': {
            description: 'Pets.',
            schema: { $ref: '#/definitions/Pet' },
            examples: { 'application/json': { name: 3 } },
          },
        },
      },
    },
  },
  definitions: { Pet: { ...pet, example: { name: 4 } } },
};

const asyncapi2 = {
  asyncapi: '2.6.0',
  info,
  servers: { main: { url: 'example.com', protocol: 'mqtt' } },
  channels: {
    pets: {
      publish: {
        operationId: 'pet',
        message: { $ref: '#/components/messages/Pet' },
      },
    },
  },
  components: {
    messages: {
      Pet: {
        payload: { $ref: '#/components/schemas/Pet' },
        examples: [{ payload: { name: 'Rex' } }, { payload: { name: 5 } }],
      },
    },
    schemas: { Pet: { ...pet, examples: [{ name: 6 }] } },
  },
};

const asyncapi3 = {
  asyncapi: '3.0.0',
  info,
  servers: { main: { host: 'example.com', protocol: 'mqtt' } },
  channels: { pets: { address: 'pets', messages: { pet: { $ref: '#/components/messages/Pet' } } } },
  operations: { sendPet: { action: 'send', channel: { $ref: '#/channels/pets' } } },
  components: {
    messages: {
      Pet: {
        payload: { $ref: '#/components/schemas/Pet' },
        examples: [{ payload: { name: 'Rex' } }, { payload: { name: 7 } }],
      },
    },
    schemas: { Pet: { ...pet, examples: [{ name: 8 }] } },
  },
};

/** A YAML twin of a document: block mappings and sequences, plain and quoted scalars. */
function toYaml(value: unknown, indent = ''): string {
  if (Array.isArray(value))
    return value.map((v) => `\n${indent}- ${toYaml(v, `${indent}  `).replace(/^\n\s*/, '')}`).join('');
  if (value && typeof value === 'object')
    return Object.entries(value)
      .map(([k, v]) => `\n${indent}${JSON.stringify(k)}: ${toYaml(v, `${indent}  `)}`)
      .join('');
  return JSON.stringify(value);
}

/** The warm-up documents as [file name, text]. */
export function warmUpDocuments(): Array<[string, string]> {
  // The cheap and most asked-for first; the AsyncAPI ones (costly, see lateWarmUp) last.
  const json = ([name, doc]: [string, unknown]): [string, string] => [`${name}.json`, JSON.stringify(doc, null, 2)];
  return [
    json(['openapi-3.0', openapi3('3.0.3', 'example')]),
    json(['openapi-3.1', openapi3('3.1.0', 'examples')]),
    json(['openapi-2.0', swagger]),
    ['openapi-3.1.yaml', `${toYaml(openapi3('3.1.0', 'examples')).trimStart()}\n`],
    json(['asyncapi-2', asyncapi2]),
    json(['asyncapi-3', asyncapi3]),
  ];
}

const SCHEMA_UNIT = 'document-schema:';
const GENERATED_UNIT = 'generated:';
/** Paths of a generated description linted whole (two operations each): ~60 KB of JSON. */
const GENERATED_PATHS = 15;

/**
 * What a fresh worker warms, in order: the OpenAPI documents, the OpenAPI document schemas' validators
 * (warm-up-schema.ts; named `document-schema:<dialect>`, no text), generated descriptions linted whole (named
 * `generated:<dialect>`, their text made when linted), then the AsyncAPI documents (late).
 */
export function warmUpPlan(): Array<[string, string]> {
  const documents = warmUpDocuments();
  const early = documents.filter((d) => !lateWarmUp(d));
  const schemas = SCHEMA_WARM_UP.map((dialect): [string, string] => [`${SCHEMA_UNIT}${dialect}`, '']);
  const generated = GENERATED_WARM_UP.map((dialect): [string, string] => [`${GENERATED_UNIT}${dialect}`, '']);
  return [...early, ...schemas, ...generated, ...documents.filter(lateWarmUp)];
}

/** The JSON text of a generated description unit, as an upload would be written (indented). */
export const generatedText = (dialect: SchemaDialect) =>
  JSON.stringify(generatedDescription(dialect, GENERATED_PATHS), null, 2);

/** The AsyncAPI documents compile their document schemas (~0.6-1 s of CPU each): they wait for a long idle time. */
export const lateWarmUp = ([name]: [string, string]) => name.startsWith('asyncapi-');

/** Lints one warm-up document as a job would be (the worker's preparse, then the lint); results are dropped. */
export async function warmUpOne([name, given]: [string, string]): Promise<void> {
  if (name.startsWith(SCHEMA_UNIT)) {
    warmDocumentSchema(name.slice(SCHEMA_UNIT.length) as SchemaDialect);
    return;
  }
  const dialect = name.startsWith(GENERATED_UNIT) ? (name.slice(GENERATED_UNIT.length) as SchemaDialect) : null;
  const text = dialect ? generatedText(dialect) : given;
  preparse(text);
  const source = `/warm-up/${dialect ? `generated-${dialect}.json` : name}`;
  await lintText(text, source, 0, undefined, 'recommended', 'fast').catch(() => undefined);
}

/**
 * Lints the warm-up documents one at a time with the fast engine, in order, until done or until `stop()` says a job
 * is waiting (the rest can wait for idle time). Returns the documents not linted.
 */
export async function warmUp(
  documents = warmUpPlan(),
  stop: () => boolean = () => false,
): Promise<Array<[string, string]>> {
  const left = [...documents];
  while (left.length && !stop()) await warmUpOne(left.shift()!);
  return left;
}
