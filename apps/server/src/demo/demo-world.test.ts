/**
 * Issue 22 "The demo world shows every feature": after a demo load each screen has real content. IoT groups of both
 * cloud types and the legacy type for the staff admin and the developer, more groups than one request so 'Load more'
 * loads, active and inactive devices, events over the whole 12-hour period; template analytics that differ for every
 * duration; an application with 5 secrets; catalogs for two gallery pages; a guide without headings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYTICS_DURATIONS,
  CATALOG_PAGE_SIZE,
  CATALOG_TEAM_HEADER,
  GUIDES_TEAM_HEADER,
  IOT_PAGE_SIZE,
  MAX_APPLICATION_SECRETS,
  PRODUCT_TEAM_HEADER,
  TEMPLATE_TEAM_HEADER,
  type AnalyticsResponse,
  type CatalogList,
  type IotGroupList,
} from '@dc/contracts';
import { startSimulator } from '../modules/iot/simulator/simulator.js';
import { startDemoServer, type DemoServer } from '../test/demo-server.js';
import { waitFor } from '../test/mail-sink.js';
import { demoIotDevices, DEMO_IOT_GROUPS } from './iot-world.js';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(async () => demo?.server.stop());

const get = async <T>(user: string, path: string, headers: Record<string, string> = {}): Promise<T> => {
  const res = await fetch(`${demo.server.url}${path}`, {
    headers: { authorization: `Bearer ${await demo.tokenOf(user)}`, ...headers },
  });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const HOUR = 3_600_000;

describe('IoT', () => {
  it('gives the staff admin and the developer groups of both cloud types and the legacy type', async () => {
    for (const user of ['staff', 'developer']) {
      const list = await get<IotGroupList>(user, '/api/iot/v2.1/groups');
      const kinds = new Set(list.deviceGroups.resultSet.map((g) => g.resourceType));
      expect([...kinds].sort(), user).toEqual(['current', 'region']);
      expect(list.legacyDeviceGroups.resultSet.length, user).toBeGreaterThan(0);
    }
  });

  it("gives the staff admin's team more groups than one request, so 'Load more' loads the rest", async () => {
    const first = await get<IotGroupList>('staff', `/api/iot/v2.1/groups?pageSize=${IOT_PAGE_SIZE}`);
    expect(first.deviceGroups.resultSet).toHaveLength(IOT_PAGE_SIZE);
    expect(first.deviceGroups.nextBookmark).not.toBe('none');
    const q = `bookmark=${first.deviceGroups.nextBookmark}&legacyBookmark=none&pageSize=${IOT_PAGE_SIZE}`;
    const more = await get<IotGroupList>('staff', `/api/iot/v2.1/groups?${q}`);
    expect(more.deviceGroups.resultSet.length).toBeGreaterThan(0);
    expect(more.deviceGroups.nextBookmark).toBe('none');
  });

  it('has live devices in every kind of group of both teams, which show Active while the others show Inactive', async () => {
    const live = demoIotDevices().filter((d) => d.live && ['platform', 'acmeIntegrations'].includes(teamOf(d.groupId)));
    for (const team of ['platform', 'acmeIntegrations'])
      expect(new Set(live.filter((d) => teamOf(d.groupId) === team).map((d) => d.kind)), team).toEqual(
        new Set(['current', 'region', 'legacy']),
      );
    const staffLive = live.filter((d) => teamOf(d.groupId) === 'platform');
    const sim = await startSimulator({ url: demo.server.platform.mqtt.connectUrl, devices: staffLive, rate: 1 });
    try {
      const status = async (group: string, legacy: boolean) =>
        (
          await get<{ resultSet: Array<{ serialNumber: string; active: boolean }> }>(
            'staff',
            `/api/iot/${legacy ? 'legacy/' : ''}devices?groupId=${group}`,
          )
        ).resultSet;
      for (const d of staffLive) {
        const rows = await waitFor(
          async () => {
            const r = await status(d.groupId, d.kind === 'legacy');
            return r.find((x) => x.serialNumber === d.serialNumber)?.active ? r : undefined;
          },
          20_000,
          200,
        );
        expect(
          rows.some((x) => !x.active),
          d.groupId,
        ).toBe(true);
      }
    } finally {
      await sim.stop();
    }
  });

  it('has events over the whole 12-hour period for a device of each kind of both teams', async () => {
    const end = Date.now();
    const start = new Date(end - 12 * HOUR).toISOString();
    const window = demoIotDevices().filter((d) => d.window);
    expect(new Set(window.map((d) => `${teamOf(d.groupId)}:${d.kind}`)).size).toBe(6);
    for (const d of window) {
      const group = DEMO_IOT_GROUPS.find((g) => g.id === d.groupId)!;
      const path =
        d.kind === 'current'
          ? `/api/iot/events?clientId=${d.clientId}`
          : d.kind === 'region'
            ? `/api/iot/messages?clientId=${d.clientId}`
            : `/api/iot/legacy/events?deviceName=${d.serialNumber}&region=${group.region}&port=${d.port}`;
      const page = await get<{ resultSet: Array<{ receivedUtc?: string; timestamp?: string }> }>(
        teamOf(d.groupId) === 'platform' ? 'staff' : 'developer',
        `${path}&startDateUtc=${start}&pageSize=500`,
      );
      const times = page.resultSet.map((e) => Date.parse((e.receivedUtc ?? e.timestamp)!));
      expect(times.length, d.serialNumber).toBeGreaterThan(12);
      expect(end - Math.max(...times), d.serialNumber).toBeLessThan(HOUR);
      expect(end - Math.min(...times), d.serialNumber).toBeGreaterThan(11 * HOUR);
    }
  });
});

const teamOf = (groupId: string) => DEMO_IOT_GROUPS.find((g) => g.id === groupId)!.team;

describe('template analytics', () => {
  it('differ for every duration: the published templates have mail over the last 12 months', async () => {
    for (const key of ['welcome', 'subscriptionApproved']) {
      const accepted: number[] = [];
      for (const { value } of ANALYTICS_DURATIONS) {
        const stats = await get<AnalyticsResponse>(
          'staff',
          `/api/email/stats?template_id=${demo.ids[`template:${key}`]}&duration=${value}`,
          { [TEMPLATE_TEAM_HEADER]: demo.ids.platform },
        );
        accepted.push(stats.totals.accepted.total);
        if (value === '12m') expect(stats.totals.failed.bounce + stats.totals.delivered.total).toBeGreaterThan(300);
      }
      // Each longer period holds strictly more mail than the one before it.
      expect(
        accepted.every((n, i) => i === 0 || n > accepted[i - 1]),
        `${key}: ${accepted.join(', ')}`,
      ).toBe(true);
    }
  });
});

describe('applications, catalogs and guides', () => {
  it('has an application with the most secrets an application may hold (5)', async () => {
    const secrets = await get<{ data: unknown[] }>(
      'developer',
      `/api/apim/applications/${demo.ids['app:droneUploader']}/secrets`,
      { [PRODUCT_TEAM_HEADER]: demo.ids.globexLabs },
    );
    expect(secrets.data).toHaveLength(MAX_APPLICATION_SECRETS);
  });

  it('has industry catalogs for two gallery pages', async () => {
    const list = await get<CatalogList>('developer', '/api/catalogs/catalogs', {
      [CATALOG_TEAM_HEADER]: demo.ids.acmeIntegrations,
    });
    expect(list.items.filter((c) => c.type === 'industry').length).toBeGreaterThan(CATALOG_PAGE_SIZE);
  });

  it('has a guide without headings', async () => {
    const res = await fetch(`${demo.server.url}/api/guides/glossary.html`, {
      headers: {
        authorization: `Bearer ${await demo.tokenOf('developer')}`,
        [GUIDES_TEAM_HEADER]: demo.ids.acmeIntegrations,
      },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<strong>Account</strong>');
    expect(html).not.toMatch(/<h[1-6]/);
  });
});
