/**
 * Platform Engineering's IoT groups (the staff admin's team): one group of each kind with active (live) and inactive
 * devices, and a lab of test benches, so the team has more groups than one page of the list (100 a request, 25 rows
 * a page) and 'Load more' has something to load. The benches have no devices: each device costs an argon2 hash at
 * demo load.
 */
import { rule, series, type DemoIotGroup } from './iot-world-kit.js';

/** Test benches of both cloud types; with the groups below the current and region list passes one request's 100. */
export const PLATFORM_BENCHES = 104;
const REGIONS = ['eu-west', 'us-east', 'ap-southeast'];

const benches: DemoIotGroup[] = Array.from({ length: PLATFORM_BENCHES }, (_, i) => {
  const n = String(i + 1).padStart(3, '0');
  return {
    id: `platform-bench-${n}`,
    team: 'platform',
    kind: i % 2 === 0 ? 'current' : 'region',
    name: `Test bench ${n}`,
    description: 'Conformance bench of the platform lab, free for the next device under test.',
    region: REGIONS[i % REGIONS.length],
    tags: i % 2 === 0 ? { lab: 'conformance', bench: n } : undefined,
    devices: [],
  };
});

export const PLATFORM_IOT_GROUPS: DemoIotGroup[] = [
  {
    id: 'platform-gateways-eu',
    team: 'platform',
    kind: 'current',
    name: 'Reference gateways',
    description: 'Reference gateways the platform team certifies firmware on.',
    region: 'eu-west',
    tags: { lab: 'reference', environment: 'staging' },
    devices: series('PLT-EU', 1, 4, 4, { history: [1], live: [4], window: [1] }),
    rules: [rule('firmware-telemetry', 'dataocean'), rule('certification-report', 'customFunction', false)],
  },
  {
    id: 'platform-lab-us',
    team: 'platform',
    kind: 'region',
    name: 'Platform lab',
    description: 'Test devices of the platform team.',
    region: 'us-east',
    devices: series('LAB-US', 1, 2, 2, { history: [1], live: [2], window: [1] }),
    routes: [{ name: 'lab-sink', endPoint: 'https://lab.platform.example/sink', active: true, queryCondition: 'true' }],
  },
  {
    id: 'platform-legacy-eu',
    team: 'platform',
    kind: 'legacy',
    name: 'Legacy gateway rack',
    description: 'First-generation gateways kept to test the legacy path.',
    region: 'eu-west',
    attributes: { firmware: '4.2.1', protocol: 'DSN' },
    devices: series(
      'PLT-DSN',
      3001,
      3,
      4,
      { history: [3001], live: [3003], window: [3001] },
      { dsnType: 'GATEWAY', port: 8883, connectionType: 'ETHERNET' },
    ),
    rules: [rule('rack-heartbeats', 'dataocean', true, 'heartbeat')],
  },
  ...benches,
];
