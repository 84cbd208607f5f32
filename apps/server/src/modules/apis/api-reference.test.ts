/**
 * The API reference in parts (issue 19): an index served first, then one operation or one schema at a time, for
 * OpenAPI 3.x and 2.0 versions, to those who may see the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  referenceIndexSchema,
  referenceOperationSchema,
  referenceSchemaPartSchema,
  type ReferenceIndex,
  type ReferenceOperation,
} from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { productsClient } from '../products/products-test-kit.js';

let demo: DemoServer;
let client: ReturnType<typeof productsClient>;

beforeAll(async () => {
  demo = await startDemoServer();
  client = productsClient(demo);
});
afterAll(async () => demo?.server.stop());

async function read<T>(product: string, version: string, part = '', team = 'acmeIntegrations') {
  const url = `/api/apim/apis/${demo.ids[`product:${product}`]}/versions/${version}/reference${part}`;
  const res = await client.call('developer', team, 'GET', url);
  return { status: res.status, body: (await res.json()) as T };
}

describe('GET /api/apim/apis/{apiId}/versions/{version}/reference', () => {
  it('indexes tags, operations and schema names of an OpenAPI 3.1 version', async () => {
    const { status, body } = await read<ReferenceIndex>('fleet-telematics', '2.0.0');
    expect(status).toBe(200);
    expect(body).toMatchObject({ title: 'Fleet Telematics API', format: 'openapi-3.1' });
    expect(body.tags.map((t) => t.name)).toEqual(['Vehicles', 'Positions', 'Diagnostics']);
    expect(body.operations[0]).toEqual({
      index: 0,
      method: 'get',
      path: '/vehicles',
      operationId: 'listVehicles',
      summary: 'List the vehicles of the fleet',
      tag: 'Vehicles',
    });
    expect(body.schemas).toContain('Vehicle');
  });

  it('answers one operation with its path-level parameters resolved and schema references kept', async () => {
    const { body: index } = await read<ReferenceIndex>('fleet-telematics', '2.0.0');
    const at = index.operations.find((o) => o.operationId === 'getVehicle')!.index;
    const { status, body } = await read<ReferenceOperation>('fleet-telematics', '2.0.0', `/operations/${at}`);
    expect(status).toBe(200);
    expect(body.parameters[0]).toMatchObject({ name: 'vehicleId', in: 'path', required: true });
    expect(body.responses[0].content[0]).toMatchObject({
      mediaType: 'application/json',
      schema: { $ref: '#/components/schemas/Vehicle' },
    });
    const schema = await read<Record<string, unknown>>('fleet-telematics', '2.0.0', '/schemas/Vehicle');
    expect(schema.status).toBe(200);
    expect(schema.body).toHaveProperty('properties');
  });

  it('turns a 2.0 response schema into the 3.x shape', async () => {
    const { body: index } = await read<ReferenceIndex>('weather-conditions-api', '1.0.0');
    expect(index.format).toBe('openapi-2.0');
    expect(index.servers).toEqual([expect.stringMatching(/\/weather\/v1$/)]);
    const { body } = await read<ReferenceOperation>('weather-conditions-api', '1.0.0', '/operations/0');
    expect(body.responses[0].content[0]).toEqual({
      mediaType: 'application/json',
      schema: { $ref: '#/definitions/Observation' },
    });
  });

  it('answers 404 for an operation or schema the document does not have, and CT1006 for an unknown version', async () => {
    expect((await read('fleet-telematics', '2.0.0', '/operations/999')).status).toBe(404);
    expect((await read('fleet-telematics', '2.0.0', '/schemas/Nothing')).status).toBe(404);
    expect((await read<{ code: string }>('fleet-telematics', '9.9.9')).body.code).toBe('CT1006');
  });

  it("answers stored parts that the route table's response schemas describe, field for field", async () => {
    // The parts are sent as stored text (no serialiser drops a field), so a field outside the schema shows here.
    for (const [product, version] of [
      ['fleet-telematics', '2.0.0'],
      ['weather-conditions-api', '1.0.0'],
    ]) {
      const { body: index } = await read<ReferenceIndex>(product, version);
      expect(referenceIndexSchema.parse(index)).toEqual(index);
      for (const op of index.operations) {
        const { body } = await read<ReferenceOperation>(product, version, `/operations/${op.index}`);
        expect(referenceOperationSchema.parse(body), `${product} ${op.index}`).toEqual(body);
      }
      for (const name of index.schemas.slice(0, 5)) {
        const { body } = await read(product, version, `/schemas/${encodeURIComponent(name)}`);
        expect(referenceSchemaPartSchema.parse(body)).toEqual(body);
      }
    }
  });
});
