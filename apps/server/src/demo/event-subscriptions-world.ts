/**
 * The demo world's event subscriptions (issue 8 item 4): applications of Acme Integrations, Acme Mobile and Globex
 * Labs subscribed to the demo event products in production, over https (with and without a filter) and wss, and
 * the events published to them over the last days with every delivery outcome: delivered at once, retried then
 * delivered, failed after every retry, and no-connection (wss while no socket of the application was connected).
 */

export interface DemoEventSubscription {
  key: string;
  /** Application key (applications-world.ts) and the user key who subscribed. */
  app: string;
  by: string;
  /** Product name (products-world.ts), version and environment. */
  product: string;
  version: string;
  protocol: 'https' | 'wss';
  endpoint?: string;
  /** The condition as typed in the filter editor; none: every event. */
  filter?: string;
  daysAgo: number;
}

/**
 * What one subscription saw of a publication: https: the answer of each attempt in order (an HTTP status, or
 * 'timeout'), the last one failed when it is not a 2xx; wss: 'sent' or 'no-connection'.
 */
export type DemoDelivery = Array<number | 'timeout'> | 'sent' | 'no-connection';

export interface DemoEventPublication {
  product: string;
  version: string;
  /** A user of the product's owner team (default the staff admin of the platform team). */
  publisher?: string;
  hoursAgo: number;
  attributes: Record<string, string>;
  payload: Record<string, unknown>;
  /** By subscription key: every subscription to the version whose filter matches, and no other. */
  deliveries: Record<string, DemoDelivery>;
}

const SHIPMENTS = { product: 'shipment-events', version: '1.0.0' } as const;
const EQUIPMENT = { product: 'equipment-telemetry-events', version: '1.0.0' } as const;
const WORK_ORDERS = { product: 'work-order-status-events', version: '1.1.0' } as const;
const POURS = { product: 'concrete-pour-events', version: '0.1.0' } as const;

export const DEMO_EVENT_SUBSCRIPTIONS: DemoEventSubscription[] = [
  {
    key: 'fieldSyncShipments',
    app: 'fieldSync',
    by: 'developer',
    ...SHIPMENTS,
    protocol: 'https',
    endpoint: 'https://hooks.acme.example/shipments',
    filter: 'status = ^(delayed|cancelled)$',
    daysAgo: 40,
  },
  { key: 'crewShipments', app: 'crewApp', by: 'teamAdmin', ...SHIPMENTS, protocol: 'wss', daysAgo: 30 },
  {
    key: 'fieldSyncEquipment',
    app: 'fieldSync',
    by: 'developer',
    ...EQUIPMENT,
    protocol: 'https',
    endpoint: 'https://hooks.acme.example/equipment',
    filter: 'type = ^equipment\\.fault$ && severity = ^(warning|critical)$',
    daysAgo: 20,
  },
  {
    key: 'crewOrders',
    app: 'crewApp',
    by: 'teamAdmin',
    ...WORK_ORDERS,
    protocol: 'https',
    endpoint: 'https://hooks.acme.example/orders',
    filter: 'type = ^order\\.created$',
    daysAgo: 10,
  },
  { key: 'dispatchOrders', app: 'dispatch', by: 'teamAdmin', ...WORK_ORDERS, protocol: 'wss', daysAgo: 7 },
  {
    key: 'dronePours',
    app: 'droneUploader',
    by: 'globexAdmin',
    ...POURS,
    protocol: 'https',
    endpoint: 'https://hooks.globex.example/pours',
    filter: 'type = ^strength\\.reached$',
    daysAgo: 12,
  },
];

const shipment = (id: string, status: string, hoursAgo: number, deliveries: Record<string, DemoDelivery>) => ({
  ...SHIPMENTS,
  hoursAgo,
  attributes: { id: `evt-${id}`, subject: `shipment/${id}`, type: 'shipment.status.changed', status },
  payload: { shipmentId: id, projectId: 'PRJ-118', status },
  deliveries,
});

const workOrder = (id: string, type: string, hoursAgo: number, deliveries: Record<string, DemoDelivery>) => ({
  ...WORK_ORDERS,
  hoursAgo,
  attributes: { id: `evt-${id}-${type}`, subject: `work-order/${id}`, type },
  payload: { workOrderId: id, assetId: 'EXC-0042', status: type === 'order.created' ? 'open' : 'assigned' },
  deliveries,
});

export const DEMO_EVENT_PUBLICATIONS: DemoEventPublication[] = [
  shipment('SHP-20911', 'in_transit', 102, { crewShipments: 'sent' }),
  shipment('SHP-20931', 'delayed', 74, { fieldSyncShipments: [200], crewShipments: 'sent' }),
  shipment('SHP-20940', 'delayed', 53, { fieldSyncShipments: [503, 'timeout', 200], crewShipments: 'no-connection' }),
  shipment('SHP-20911', 'delivered', 20, { crewShipments: 'sent' }),
  shipment('SHP-20957', 'cancelled', 3, { fieldSyncShipments: [204], crewShipments: 'sent' }),
  {
    ...EQUIPMENT,
    hoursAgo: 118,
    attributes: { id: 'evt-f-7781', subject: 'asset/EXC-0042', type: 'equipment.fault', severity: 'critical' },
    payload: { assetId: 'EXC-0042', code: 'SPN-110 FMI-0', severity: 'critical' },
    deliveries: { fieldSyncEquipment: [200] },
  },
  {
    ...EQUIPMENT,
    hoursAgo: 27,
    attributes: { id: 'evt-f-7802', subject: 'asset/DOZ-0007', type: 'equipment.fault', severity: 'warning' },
    payload: { assetId: 'DOZ-0007', code: 'SPN-100 FMI-1', severity: 'warning' },
    deliveries: { fieldSyncEquipment: [202] },
  },
  {
    ...EQUIPMENT,
    hoursAgo: 26,
    attributes: { id: 'evt-t-99120', subject: 'asset/DOZ-0007', type: 'equipment.telemetry' },
    payload: { assetId: 'DOZ-0007', engineHours: 5120.5, fuelPercent: 61 },
    deliveries: {},
  },
  workOrder('WO-4411', 'order.created', 140, { crewOrders: [200], dispatchOrders: 'sent' }),
  workOrder('WO-4411', 'order.assigned', 121, { dispatchOrders: 'no-connection' }),
  workOrder('WO-4420', 'order.created', 28, {
    crewOrders: [500, 500, 'timeout', 502, 500, 500, 503, 500, 500],
    dispatchOrders: 'sent',
  }),
  workOrder('WO-4436', 'order.created', 2, { crewOrders: [502, 200], dispatchOrders: 'no-connection' }),
  {
    ...POURS,
    publisher: 'globexAdmin',
    hoursAgo: 70,
    attributes: { id: 'evt-p-301', subject: 'pour/P-17', type: 'strength.reached' },
    payload: { pourId: 'P-17', strengthMpa: 25.4 },
    deliveries: { dronePours: [200] },
  },
  {
    ...POURS,
    publisher: 'globexAdmin',
    hoursAgo: 22,
    attributes: { id: 'evt-p-318', subject: 'pour/P-19', type: 'strength.reached' },
    payload: { pourId: 'P-19', strengthMpa: 30.1 },
    deliveries: { dronePours: [500, 200] },
  },
];
