/**
 * The demo world's IoT part: groups of all three kinds in two regions, their devices, rules and routes. Device
 * passwords are derived from the documented demo secret (never stored in clear; the registry keeps argon2 hashes),
 * so the simulator can print and use them: password = first 20 hex digits of HMAC-SHA256(secret, serial number).
 * `history` devices get a week of events at demo load (published through the broker), `window` devices events every
 * few minutes over the Events tab's longest period (12 hours); `live` devices are driven by the simulator while the
 * demo server runs (IOT_SIMULATE), so they show Active and the others Inactive.
 */
import { createHmac } from 'node:crypto';
import { rule, series, type DemoIotGroup } from './iot-world-kit.js';
import { PLATFORM_IOT_GROUPS } from './iot-world-platform.js';

export { DEMO_SHOWCASE_DEVICE, type DemoIotDevice, type DemoIotGroup } from './iot-world-kit.js';

export const DEMO_IOT_SECRET = 'developer-console-demo-iot';
export const demoDevicePassword = (serialNumber: string) =>
  createHmac('sha256', DEMO_IOT_SECRET).update(serialNumber).digest('hex').slice(0, 20);

export const DEMO_IOT_GROUPS: DemoIotGroup[] = [
  {
    id: 'acme-pumps-eu',
    team: 'acmeIntegrations',
    kind: 'current',
    name: 'Pump stations EU',
    description: 'Booster pumps of the Rotterdam water network.',
    region: 'eu-west',
    tags: { site: 'Rotterdam', environment: 'production' },
    devices: series('PMP-EU', 1, 24, 4, { history: [1, 2, 3, 4], live: [21, 22, 23, 24] }),
    rules: [
      rule('archive-telemetry', 'dataocean'),
      rule('pressure-alerts', 'customFunction', true, 'alerts'),
      rule('debug-copy', 'dataocean', false),
    ],
  },
  {
    id: 'acme-meters-us',
    team: 'acmeIntegrations',
    kind: 'current',
    name: 'Water meters US',
    description: 'Smart meters of the Boston pilot.',
    region: 'us-east',
    tags: { site: 'Boston', environment: 'pilot' },
    devices: series('MTR-US', 1, 6, 4, { history: [1, 2], live: [6] }),
    rules: [rule('meter-readings', 'dataocean'), rule('leak-detection', 'customFunction')],
  },
  {
    id: 'acme-fleet-eu',
    team: 'acmeIntegrations',
    kind: 'region',
    name: 'Service vans EU',
    description: 'Telematics of the EU service fleet.',
    region: 'eu-west',
    tags: { fleet: 'service' },
    devices: series('VAN-EU', 1, 5, 3, { history: [1, 2], live: [5], window: [1] }),
    routes: [
      { name: 'all-telemetry', endPoint: 'https://ingest.acme.example/vans', active: true, queryCondition: 'true' },
      {
        name: 'low-fuel',
        endPoint: 'https://alerts.acme.example/fuel',
        active: true,
        queryCondition: '$body.fuel < 15',
      },
      { name: 'legacy-archive', endPoint: 'https://archive.acme.example/vans', active: false, queryCondition: 'true' },
    ],
  },
  {
    id: 'acme-fleet-us',
    team: 'acmeIntegrations',
    kind: 'region',
    name: 'Service vans US',
    description: 'Telematics of the US service fleet.',
    region: 'us-east',
    devices: series('VAN-US', 1, 3, 3, { history: [1] }),
    routes: [
      { name: 'all-telemetry', endPoint: 'https://ingest.acme.example/vans-us', active: true, queryCondition: 'true' },
      {
        name: 'speeding',
        endPoint: 'https://alerts.acme.example/speed',
        active: true,
        queryCondition: '$body.speed > 120',
      },
    ],
  },
  {
    id: 'acme-legacy-eu',
    team: 'acmeIntegrations',
    kind: 'legacy',
    name: 'Gateways EU (legacy)',
    description: 'First-generation site gateways, still reporting.',
    region: 'eu-west',
    attributes: { firmware: '4.2.1', protocol: 'DSN' },
    devices: series(
      'DSN-EU',
      1001,
      4,
      4,
      { history: [1001, 1002], live: [1004], window: [1001] },
      { dsnType: 'GATEWAY', port: 8883, connectionType: 'CELLULAR' },
    ),
    rules: [
      rule('gateway-heartbeats', 'dataocean', true, 'heartbeat'),
      rule('gateway-faults', 'customFunction', true, 'fault'),
    ],
  },
  {
    id: 'acme-legacy-us',
    team: 'acmeIntegrations',
    kind: 'legacy',
    name: 'Gateways US (legacy)',
    description: 'First-generation gateways of the Boston pilot.',
    region: 'us-east',
    attributes: { firmware: '3.9.0', protocol: 'DSN' },
    devices: series(
      'DSN-US',
      2001,
      3,
      4,
      { history: [2001] },
      { dsnType: 'SENSOR', port: 1883, connectionType: 'ETHERNET' },
    ),
    rules: [rule('sensor-archive', 'dataocean', false, 'measurement')],
  },
  {
    id: 'globex-sensors-eu',
    team: 'globexLabs',
    kind: 'current',
    name: 'Site sensors',
    description: 'Dust and noise sensors on Globex building sites.',
    region: 'eu-west',
    tags: { project: 'smart-site' },
    devices: series('GLX-EU', 1, 4, 2, { history: [1] }),
    rules: [rule('noise-report', 'customFunction')],
  },
  ...PLATFORM_IOT_GROUPS,
];

/** Every demo device with its group, credentials and topic base (for the simulator, tests and the loader). */
export function demoIotDevices() {
  return DEMO_IOT_GROUPS.flatMap((g) =>
    g.devices.map((d) => ({
      ...d,
      groupId: g.id,
      kind: g.kind,
      clientId: d.serialNumber,
      username: d.serialNumber.toLowerCase(),
      password: demoDevicePassword(d.serialNumber),
    })),
  );
}
export type DemoIotDeviceCredentials = ReturnType<typeof demoIotDevices>[number];
