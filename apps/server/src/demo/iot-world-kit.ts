/** Shapes and builders of the demo world's IoT groups (iot-world.ts, iot-world-platform.ts). */

export interface DemoIotDevice {
  serialNumber: string;
  history?: boolean;
  /** Minutes between events over the last 12 hours. */
  window?: number;
  live?: boolean;
  dsnType?: string;
  port?: number;
  connectionType?: string;
}

export interface DemoIotGroup {
  id: string;
  team: string;
  kind: 'current' | 'region' | 'legacy';
  name: string;
  description: string;
  region: string;
  tags?: Record<string, string>;
  attributes?: Record<string, string>;
  devices: DemoIotDevice[];
  rules?: Array<{
    name: string;
    description: string;
    active: boolean;
    topicSuffix: string;
    sql: string;
    action: 'dataocean' | 'customFunction';
  }>;
  routes?: Array<{ name: string; endPoint: string; active: boolean; queryCondition: string }>;
}

/** The showcase device: events every 5 minutes over the last 12 hours, more than a page to go through. */
export const DEMO_SHOWCASE_DEVICE = 'PMP-EU-0001';
/** One device of each kind per team gets events over the whole 12-hour period, fewer than the showcase. */
const WINDOW_MINUTES = 30;

/** Devices <prefix>-<n> for n in [from, from + count), padded; some with history, some live, some in the window. */
export function series(
  prefix: string,
  from: number,
  count: number,
  width: number,
  mark: { history?: number[]; live?: number[]; window?: number[] },
  extra: Partial<DemoIotDevice> = {},
): DemoIotDevice[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    const serialNumber = `${prefix}-${String(n).padStart(width, '0')}`;
    const window = serialNumber === DEMO_SHOWCASE_DEVICE ? 5 : mark.window?.includes(n) ? WINDOW_MINUTES : undefined;
    return {
      serialNumber,
      history: mark.history?.includes(n) || undefined,
      live: mark.live?.includes(n) || undefined,
      window,
      ...extra,
    };
  });
}

export const rule = (name: string, action: 'dataocean' | 'customFunction', active = true, topic = 'telemetry') => ({
  name,
  description: `${action === 'dataocean' ? 'Stores' : 'Transforms'} ${topic} messages.`,
  active,
  topicSuffix: topic,
  sql: `SELECT * FROM '+/devices/+/${topic}'`,
  action,
});
