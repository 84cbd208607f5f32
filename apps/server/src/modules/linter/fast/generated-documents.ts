/**
 * fast-check arbitraries of small OpenAPI 2.0/3.0/3.1 and AsyncAPI 2.6 documents that touch most recommended
 * rules: schemas with enums, examples and defaults that may or may not fit, local $refs (also missing and circular
 * ones), duplicated operation ids, undefined tags and security schemes, odd path keys and server URLs.
 */
import fc from 'fast-check';

const word = fc.constantFrom('id', 'name', 'Pet', 'pets', 'a b', 'x-y', 'Ünïcode', '');
const scalar = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom('x', '', 'eval(1)', '<script>'), fc.boolean());
const jsonValue = fc.oneof(
  scalar,
  fc.constant(null),
  fc.array(scalar, { maxLength: 2 }),
  fc.dictionary(word, scalar, { maxKeys: 2 }),
);
const ref = fc.constantFrom('#/components/schemas/S0', '#/components/schemas/S1', '#/components/schemas/Missing');

const schema = fc.letrec<{ schema: unknown }>((tie) => ({
  schema: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    ref.map(($ref) => ({ $ref })),
    fc.record(
      {
        type: fc.constantFrom('string', 'integer', 'number', 'boolean', 'array', 'object', ['string', 'null']),
        format: fc.constantFrom('int32', 'date-time', 'email', 'uuid'),
        enum: fc.array(scalar, { maxLength: 3 }),
        example: jsonValue,
        default: jsonValue,
        nullable: fc.boolean(),
        items: tie('schema'),
        properties: fc.dictionary(word, tie('schema'), { maxKeys: 2 }),
        required: fc.array(word, { maxLength: 2 }),
        description: fc.constantFrom('A thing.', 'eval(x)', '<script>x</script>'),
        additionalProperties: fc.oneof(fc.boolean(), tie('schema')),
        anyOf: fc.array(tie('schema'), { minLength: 1, maxLength: 2 }),
      },
      { requiredKeys: [] },
    ),
  ),
})).schema;

const pathKey = fc.constantFrom(
  '/pets',
  '/pets/{id}',
  '/pets/{}',
  '/pets/',
  '/q?x=1',
  '/pets/{petId}/toys',
  '/{a}/{a}',
);
const parameter = fc.oneof(
  fc.record(
    {
      name: fc.constantFrom('id', 'petId', 'limit', 'a'),
      in: fc.constantFrom('path', 'query', 'header', 'cookie', 'formData', 'body'),
      required: fc.boolean(),
      description: fc.constantFrom('Id.', ''),
      schema,
      example: jsonValue,
    },
    { requiredKeys: ['name', 'in'] },
  ),
  fc.constant({ $ref: '#/components/parameters/P0' }),
);
const media = fc.record(
  {
    schema,
    example: jsonValue,
    examples: fc.dictionary(word, fc.record({ value: jsonValue, summary: word }, { requiredKeys: [] }), { maxKeys: 2 }),
  },
  { requiredKeys: [] },
);
const response = fc.record(
  {
    description: fc.constantFrom('OK.', ''),
    content: fc.dictionary(fc.constantFrom('application/json', 'text/plain'), media, { maxKeys: 1 }),
    schema,
    examples: fc.dictionary(fc.constant('application/json'), jsonValue, { maxKeys: 1 }),
  },
  { requiredKeys: [] },
);
const operation = fc.record(
  {
    operationId: fc.constantFrom('listPets', 'getPet', 'bad id', 'listPets'),
    description: fc.constantFrom('Does it.', ''),
    tags: fc.array(fc.constantFrom('pets', 'toys', 'undefined-tag'), { maxLength: 2 }),
    parameters: fc.array(parameter, { maxLength: 3 }),
    responses: fc.dictionary(fc.constantFrom('200', '201', '400', 'default', '302'), response, { maxKeys: 2 }),
    security: fc.array(
      fc.dictionary(
        fc.constantFrom('apiKey', 'oauth', 'nope'),
        fc.array(fc.constantFrom('read', 'write'), { maxLength: 1 }),
        { maxKeys: 1 },
      ),
      { maxLength: 1 },
    ),
    requestBody: fc.record({ content: fc.dictionary(fc.constant('application/json'), media, { maxKeys: 1 }) }),
    consumes: fc.constant(['application/json']),
  },
  { requiredKeys: [] },
);
const pathItem = fc.dictionary(fc.constantFrom('get', 'post', 'delete', 'parameters', 'summary'), operation, {
  maxKeys: 3,
});

const info = fc.record(
  {
    title: fc.constantFrom('API', 'eval(api)'),
    version: fc.constant('1.0.0'),
    description: fc.constantFrom('An API.', ''),
    contact: fc.constant({ name: 'Team' }),
  },
  { requiredKeys: ['title', 'version'] },
);

export const openApiDocument = fc
  .record({
    version: fc.constantFrom('3.0.3', '3.1.0', '2.0'),
    info,
    servers: fc.array(
      fc.record({ url: fc.constantFrom('https://api.example.com/', 'https://api.example.com/v1', '/{v}') }),
      { maxLength: 2 },
    ),
    tags: fc.array(fc.record({ name: fc.constantFrom('pets', 'toys', 'pets') }, { requiredKeys: ['name'] }), {
      maxLength: 3,
    }),
    paths: fc.dictionary(pathKey, pathItem, { maxKeys: 3 }),
    schemas: fc.record({ S0: schema, S1: schema, Unused: schema }, { requiredKeys: [] }),
    parameters: fc.record({ P0: parameter }, { requiredKeys: [] }),
    host: fc.constantFrom('api.example.com', 'api.example.com/', ''),
  })
  .map(({ version, servers, schemas, parameters, host, ...rest }) => {
    const text = (doc: unknown) => JSON.stringify(doc, null, 2);
    if (version === '2.0') {
      const swagger = { swagger: version, host, schemes: ['https'], ...rest, definitions: schemas, parameters };
      securityDefinitions(swagger, 'securityDefinitions');
      return text(swagger)
        .replaceAll('#/components/schemas/', '#/definitions/')
        .replaceAll('#/components/parameters/', '#/parameters/');
    }
    const doc = { openapi: version, servers, ...rest, components: { schemas, parameters } };
    securityDefinitions(doc.components, 'securitySchemes');
    return text(doc);
  });

function securityDefinitions(into: Record<string, unknown>, key: string) {
  into[key] = { apiKey: { type: 'apiKey', name: 'key', in: 'header' } };
}

export const asyncApiDocument = fc
  .record({
    info,
    channels: fc.dictionary(
      fc.constantFrom('user/signedup', 'user/{id}', 'a/'),
      fc.record(
        {
          description: fc.constantFrom('A channel.', ''),
          publish: fc.record(
            {
              operationId: fc.constantFrom('onUser', 'onUser', ''),
              message: fc.record({ payload: schema, name: word }, { requiredKeys: [] }),
              tags: fc.array(fc.record({ name: word }), { maxLength: 2 }),
            },
            { requiredKeys: [] },
          ),
          parameters: fc.dictionary(fc.constantFrom('id', 'other'), fc.record({ schema }), { maxKeys: 1 }),
        },
        { requiredKeys: [] },
      ),
      { maxKeys: 2 },
    ),
    schemas: fc.record({ S0: schema, S1: schema }, { requiredKeys: [] }),
    servers: fc.dictionary(
      fc.constantFrom('prod', 'dev'),
      fc.record({
        url: fc.constantFrom('mqtt://a.example.com', 'x/'),
        protocol: fc.constantFrom('mqtt', 'kafka', 'bogus'),
      }),
      { maxKeys: 2 },
    ),
  })
  .map(({ schemas, ...rest }) => JSON.stringify({ asyncapi: '2.6.0', ...rest, components: { schemas } }, null, 2));
