/** Documents of our own with problems for the recommended rules (each rule met by at least one of them). */

const OAS2 = `swagger: "2.0"
info:
  title: Broken 2
  version: "1.0"
host: api.example.com/
paths:
  /pets/:
    get:
      operationId: list pets
      tags: [undefined-tag]
      parameters:
        - name: file
          in: formData
          type: file
        - name: limit
          in: query
          type: integer
          enum: [1, 1, "two"]
          default: "x"
        - name: limit
          in: query
          type: integer
      security:
        - nope: []
      responses:
        "400":
          description: Bad.
          schema:
            $ref: "#/definitions/Pet"
          examples:
            application/json: { name: 5 }
  /a/{id}:
    get:
      operationId: list pets
      responses:
        "200":
          description: OK.
          schema:
            anyOf: [{ type: string }]
            oneOf: [{ type: string }]
definitions:
  Pet:
    type: object
    discriminator: kind
    properties:
      name: { type: string, example: 5 }
      list: { type: array }
  Unused: { type: string }
  Sibling:
    $ref: "#/definitions/Pet"
    description: Beside a ref.
x-bad: { $ref: "#/definitions/Missing" }
`;

const OAS30 = `openapi: 3.0.3
info:
  title: Broken 3.0
  version: "1.0"
  description: "<script>alert(1)</script> eval(x)"
servers:
  - url: https://api.example.com/
  - url: https://{region}.example.com
    variables:
      region: { default: eu, enum: [us] }
tags:
  - name: pets
  - name: pets
paths:
  /pets/{}:
    get:
      responses: {}
  /pets?x=1:
    post:
      operationId: create
      tags: []
      security:
        - missing: []
      callbacks:
        onEvent:
          "{$request.body#/url}":
            post:
              callbacks:
                again: {}
              responses:
                "200": { description: OK. }
      requestBody:
        content:
          application/json:
            schema: { $ref: "#/components/schemas/Pet" }
            example: { name: 5 }
            examples:
              both: { value: 1, externalValue: https://example.com/x }
      responses:
        "201":
          description: Created.
  /pets/{petId}:
    get:
      operationId: create
      parameters:
        - name: other
          in: path
          required: true
          schema: { type: string }
      responses:
        "200":
          description: OK.
components:
  schemas:
    Pet:
      type: object
      properties:
        name: { type: string, example: 5, enum: [a, a] }
        kind: { type: integer, enum: [1, "two"] }
        tags: { type: array }
    Unused: { type: string }
  parameters:
    Bad: { name: x, in: nowhere }
`;

const OAS31 = `openapi: 3.1.0
info:
  title: Broken 3.1
  version: "1.0"
paths: {}
webhooks:
  newPet:
    post:
      servers:
        - url: https://hooks.example.com
      callbacks:
        x: {}
      responses:
        "200": { description: OK. }
components:
  schemas:
    Multi:
      type: [array, "null"]
      examples: [1]
`;

const OAS32 = `openapi: 3.2.0
info:
  title: Broken 3.2
  version: "1.0"
paths: {}
components:
  schemas:
    X:
      type: object
      xml: { attribute: true }
`;

const ASYNC2 = `asyncapi: 2.5.0
info:
  title: Broken AsyncAPI 2
  version: "1.0"
  contact: {}
servers:
  prod:
    url: mqtt://broker.example.com/{port}/{}/
    protocol: mqtt
    variables:
      port: { enum: [] }
    security:
      - nope: []
channels:
  user/{}/:
    servers: [staging]
    parameters:
      extra: { schema: { type: string } }
    publish:
      operationId: dup
      tags: [{ name: a }, { name: a }]
      security:
        - nope: []
      message:
        messageId: m
        schemaFormat: application/x-unknown
        headers: { type: string }
        payload: { type: string, default: 1, examples: [2] }
        examples:
          - payload: 3
    subscribe:
      operationId: dup
      message:
        messageId: m
        payload: { type: string, default: 1, examples: [2] }
  a?b=1:
    publish:
      message:
        payload: { type: string }
components:
  schemas:
    Unused: { type: string, default: 1, examples: [2] }
  servers:
    spare: { url: x, protocol: mqtt }
  messages:
    Bad: { payload: { type: nope } }
`;

const ASYNC3 = `asyncapi: 3.0.0
info:
  title: Broken AsyncAPI 3
  version: "1.0"
  tags: [{ name: a }, { name: a }]
servers:
  prod:
    host: broker.example.com/
    pathname: /v1/{x}/
    protocol: mqtt
    variables:
      x: { enum: [] }
channels:
  user:
    address: user/{}/?q=1
    servers:
      - $ref: "#/servers/nope"
    messages:
      signed:
        headers: { type: string }
        payload: { type: string }
operations:
  send:
    action: send
    channel: { $ref: "#/channels/user" }
    security:
      - $ref: "#/components/securitySchemes/missing"
components:
  schemas:
    Unused: { type: string }
`;

const OAS2_FORM = `swagger: "2.0"
info:
  title: Form
  version: "1.0"
paths:
  /upload:
    post:
      parameters:
        - name: file
          in: formData
          type: string
      consumes: [application/json]
      responses:
        "200": { description: OK. }
`;

const ASYNC2_PLAIN = `asyncapi: 2.6.0
info:
  title: Plain AsyncAPI 2
  version: "1.0"
channels:
  item/{itemId}:
    parameters:
      other: { schema: { type: string } }
    subscribe:
      message:
        payload: { type: string }
components:
  servers:
    templated:
      url: "mqtt://{host}:{}/{port}"
      protocol: mqtt
      variables:
        port: { enum: [] }
        unused: {}
`;

const ASYNC3_PLAIN = `asyncapi: 3.0.0
info:
  title: Plain AsyncAPI 3
  version: "1.0"
  description: x
  x-number: 1
servers:
  prod:
    host: "broker.example.com:{}"
    protocol: mqtt
channels:
  orders:
    address: orders/
    servers:
      - $ref: "#/components/servers/spare"
    messages:
      placed:
        payload:
          schemaFormat: application/x-unknown
          schema: { type: string }
operations:
  send:
    action: send
    channel: { $ref: "#/channels/orders", description: beside }
    security:
      - type: oauth2
        flows: { implicit: { authorizationUrl: "https://a.example.com", availableScopes: { read: Read. } } }
        scopes: [write]
components:
  servers:
    spare: { host: spare.example.com, protocol: mqtt }
  securitySchemes:
    key: { type: httpApiKey, name: key, in: header }
`;

export const BROKEN_DOCUMENTS: Record<string, string> = {
  'oas2.yaml': OAS2,
  'oas3.0.yaml': OAS30,
  'oas3.1.yaml': OAS31,
  'oas3.2.yaml': OAS32,
  'asyncapi2.yaml': ASYNC2,
  'asyncapi3.yaml': ASYNC3,
  'oas2-form.yaml': OAS2_FORM,
  'asyncapi2-plain.yaml': ASYNC2_PLAIN,
  'asyncapi3-plain.yaml': ASYNC3_PLAIN,
  // Not a known format; with duplicate keys and a tab the parser reports.
  'unknown.yaml': 'title: x\ntitle: y\nnested:\n\t- bad\n',
  'not-an-object.json': '"just a string"',
};
