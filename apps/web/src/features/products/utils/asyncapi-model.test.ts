import { describe, expect, it } from 'vitest';
import { toAsyncApiModel } from './asyncapi-model';
import { sampleOf, schemaProperties } from '@dc/contracts';
import { nestedSchema, schemaType } from '../../../shared/ui/api-reference/schema-view';

const status = {
  type: 'object',
  required: ['shipmentId', 'status'],
  properties: {
    shipmentId: { type: 'string', example: 'SHP-1' },
    status: { type: 'string', enum: ['announced', 'delivered'] },
    at: { type: 'string', format: 'date-time' },
    stops: { type: 'array', items: { type: 'object', properties: { seq: { type: 'integer' } } } },
  },
};

const v2 = {
  asyncapi: '2.6.0',
  info: { title: 'Shipment Events', version: '1.0.0', description: 'Status changes.' },
  servers: { prd: { url: 'wss://events.example.com/shipments', protocol: 'wss' } },
  channels: {
    'shipments/status': {
      subscribe: {
        operationId: 'onShipmentStatus',
        summary: 'Changed',
        message: { $ref: '#/components/messages/Status' },
      },
    },
  },
  components: {
    messages: {
      Status: {
        name: 'ShipmentStatusChanged',
        contentType: 'application/json',
        payload: { $ref: '#/components/schemas/S' },
      },
    },
    schemas: { S: status },
  },
};

const v3 = {
  asyncapi: '3.0.0',
  info: { title: 'Shipment Events', version: '2.0.0' },
  defaultContentType: 'application/json',
  servers: { prd: { host: 'events.example.com', pathname: '/shipments/v2', protocol: 'wss' } },
  channels: {
    shipmentStatus: {
      address: 'shipments/v2/status',
      messages: { statusChanged: { $ref: '#/components/messages/StatusChanged' } },
    },
  },
  operations: {
    onShipmentStatus: {
      action: 'receive',
      channel: { $ref: '#/channels/shipmentStatus' },
      messages: [{ $ref: '#/channels/shipmentStatus/messages/statusChanged' }],
    },
  },
  components: {
    messages: { StatusChanged: { payload: status, examples: [{ payload: { shipmentId: 'X' } }] } },
  },
};

describe('AsyncAPI model', () => {
  it('reads a 2.x document: servers, channel operations and their messages', () => {
    const model = toAsyncApiModel(v2);
    expect(model).toMatchObject({
      asyncapi: '2.6.0',
      title: 'Shipment Events',
      version: '1.0.0',
      description: 'Status changes.',
    });
    expect(model.servers).toEqual([{ name: 'prd', url: 'wss://events.example.com/shipments', protocol: 'wss' }]);
    expect(model.operations).toHaveLength(1);
    expect(model.operations[0]).toMatchObject({
      id: 'onShipmentStatus',
      action: 'subscribe',
      address: 'shipments/status',
    });
    expect(model.operations[0].messages[0]).toMatchObject({
      name: 'ShipmentStatusChanged',
      contentType: 'application/json',
    });
    expect(model.operations[0].messages[0].payload).toMatchObject({ required: ['shipmentId', 'status'] });
  });

  it('reads a 3.0 document: host and pathname, the channel address and message keys', () => {
    const model = toAsyncApiModel(v3);
    expect(model.servers[0].url).toBe('wss://events.example.com/shipments/v2');
    const [op] = model.operations;
    expect(op).toMatchObject({ id: 'onShipmentStatus', action: 'receive', address: 'shipments/v2/status' });
    expect(op.messages[0]).toMatchObject({
      id: 'statusChanged',
      name: 'statusChanged',
      contentType: 'application/json',
    });
    expect(op.messages[0].examples).toEqual([{ shipmentId: 'X' }]);
  });

  it('describes schemas and makes examples', () => {
    expect(schemaType(status.properties.at)).toBe('string (date-time)');
    expect(schemaType(status.properties.stops)).toBe('array of object');
    expect(schemaProperties(status).map((p) => [p.name, p.required])).toEqual([
      ['shipmentId', true],
      ['status', true],
      ['at', false],
      ['stops', false],
    ]);
    expect(nestedSchema(status.properties.stops)).toBe(status.properties.stops.items);
    expect(nestedSchema(status.properties.at)).toBeUndefined();
    expect(sampleOf(status)).toEqual({
      shipmentId: 'SHP-1',
      status: 'announced',
      at: '2026-01-31T09:30:00Z',
      stops: [{ seq: 0 }],
    });
  });

  it('survives cyclic schemas', () => {
    const node: Record<string, unknown> = { type: 'object', properties: {} };
    (node.properties as Record<string, unknown>).child = node;
    expect(sampleOf(node)).toEqual({});
  });
});
