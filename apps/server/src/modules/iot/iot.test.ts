import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  iotDevicePageSchema,
  iotDeviceSchema,
  iotGroupListSchema,
  iotGroupSchema,
  iotRoutePageSchema,
  iotRuleSchema,
  iotRulePageSchema,
  legacyIotDevicePageSchema,
  legacyIotGroupSchema,
  legacyIotRulePageSchema,
  type IotGroupList,
} from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';

let demo: DemoServer;
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(async () => demo?.server.stop());

describe('groups', () => {
  it("lists the caller's groups of all three kinds, with each list's bookmark", async () => {
    const res = await demo.call('developer', 'GET', '/api/iot/v2.1/groups?pageSize=100');
    expect(res.status).toBe(200);
    const body = iotGroupListSchema.parse(await res.json());
    expect(body.deviceGroups.resultSet.map((g) => g.id)).toEqual([
      'acme-fleet-eu',
      'acme-fleet-us',
      'acme-meters-us',
      'acme-pumps-eu',
      'globex-sensors-eu',
    ]);
    expect(body.legacyDeviceGroups.resultSet.map((g) => g.id)).toEqual(['acme-legacy-eu', 'acme-legacy-us']);
    expect(body.deviceGroups.nextBookmark).toBe('none');
    expect(body.legacyDeviceGroups.nextBookmark).toBe('none');
    const pumps = body.deviceGroups.resultSet.find((g) => g.id === 'acme-pumps-eu')!;
    expect(pumps).toMatchObject({
      resourceType: 'current',
      region: 'eu-west',
      brokerEndpoint: `mqtt://127.0.0.1:${new URL(demo.server.platform.mqtt.connectUrl).port}`,
      topicSpace: 'groups/acme-pumps-eu/#',
      deliveryEndpoints: { lifecycle: expect.stringContaining('lifecycle') },
    });
    expect(body.deviceGroups.resultSet.find((g) => g.id === 'acme-fleet-eu')).toMatchObject({
      resourceType: 'region',
      deliveryEndpoints: null,
    });
  });

  it('pages each list with its own bookmark, and narrows to one team', async () => {
    const first = await json<IotGroupList>(await demo.call('developer', 'GET', '/api/iot/v2.1/groups?pageSize=2'));
    expect(first.deviceGroups.resultSet).toHaveLength(2);
    expect(first.legacyDeviceGroups.resultSet).toHaveLength(2);
    expect(first.legacyDeviceGroups.nextBookmark).toBe('none');
    const q = `bookmark=${first.deviceGroups.nextBookmark}&legacyBookmark=none&pageSize=2`;
    const second = await json<IotGroupList>(await demo.call('developer', 'GET', `/api/iot/v2.1/groups?${q}`));
    expect(second.deviceGroups.resultSet.map((g) => g.id)).toEqual(['acme-meters-us', 'acme-pumps-eu']);
    expect(second.legacyDeviceGroups).toEqual({ resultSet: [], nextBookmark: 'none' });

    const globex = await demo.call('developer', 'GET', `/api/iot/v2.1/groups?teamId=${demo.ids.globexLabs}`);
    expect((await json<IotGroupList>(globex)).deviceGroups.resultSet.map((g) => g.id)).toEqual(['globex-sensors-eu']);
    expect((await demo.call('teamAdmin', 'GET', `/api/iot/v2.1/groups?teamId=${demo.ids.globexLabs}`)).status).toBe(
      404,
    );
    expect((await demo.call('developer', 'GET', '/api/iot/v2.1/groups?bookmark=garbage')).status).toBe(400);
  });

  it('opens a group of each kind by its own path only', async () => {
    const g = iotGroupSchema.parse(
      await json(await demo.call('developer', 'GET', '/api/iot/2.1/groups/acme-pumps-eu')),
    );
    expect(g).toMatchObject({
      id: 'acme-pumps-eu',
      groupId: 'acme-pumps-eu',
      name: 'Pump stations EU',
      tags: { site: 'Rotterdam' },
    });
    const legacy = legacyIotGroupSchema.parse(
      await json(await demo.call('developer', 'GET', '/api/iot/2.1/legacy/groups/acme-legacy-eu')),
    );
    expect(legacy).toMatchObject({
      resourceType: 'legacy',
      attributes: { protocol: 'DSN' },
      topicSpace: 'dsn/acme-legacy-eu/#',
    });
    expect((await demo.call('developer', 'GET', '/api/iot/2.1/groups/acme-legacy-eu')).status).toBe(404);
    expect((await demo.call('developer', 'GET', '/api/iot/2.1/legacy/groups/acme-pumps-eu')).status).toBe(404);
    expect((await demo.call(null, 'GET', '/api/iot/2.1/groups/acme-pumps-eu')).status).toBe(401);
  });
});

describe('devices, rules and routes', () => {
  it("pages a group's devices and finds one by exact serial number", async () => {
    const first = iotDevicePageSchema.parse(
      await json(await demo.call('developer', 'GET', '/api/iot/devices?groupId=acme-pumps-eu&pageSize=10')),
    );
    expect(first.resultSet.map((d) => d.serialNumber)[0]).toBe('PMP-EU-0001');
    const rest = iotDevicePageSchema.parse(
      await json(
        await demo.call(
          'developer',
          'GET',
          `/api/iot/devices?groupId=acme-pumps-eu&pageSize=100&nextBookmark=${first.nextBookmark}`,
        ),
      ),
    );
    expect(first.resultSet.length + rest.resultSet.length).toBe(24);
    expect(rest.nextBookmark).toBe('none');

    const found = iotDeviceSchema.parse(
      await json(
        await demo.call('developer', 'GET', '/api/iot/devices/search?groupId=acme-pumps-eu&serialNumber=PMP-EU-0002'),
      ),
    );
    expect(found).toMatchObject({
      serialNumber: 'PMP-EU-0002',
      clientId: 'PMP-EU-0002',
      username: 'pmp-eu-0002',
      active: false,
      topic: 'groups/acme-pumps-eu/devices/PMP-EU-0002',
      certificateDetails: { subject: expect.stringContaining('PMP-EU-0002') },
    });
    expect(found.lastConnectedTimestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(found).not.toHaveProperty('passwordHash');
    const missing = await demo.call(
      'developer',
      'GET',
      '/api/iot/devices/search?groupId=acme-pumps-eu&serialNumber=PMP-EU-0002x',
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('PMP-EU-0002x') });
  });

  it('serves legacy devices with their legacy fields', async () => {
    const page = legacyIotDevicePageSchema.parse(
      await json(await demo.call('developer', 'GET', '/api/iot/legacy/devices?groupId=acme-legacy-eu')),
    );
    expect(page.resultSet[0]).toMatchObject({
      serialNumber: 'DSN-EU-1001',
      dsnType: 'GATEWAY',
      port: 8883,
      connectionType: 'CELLULAR',
    });
    expect(page.resultSet[0].lastReportedTimeStamp).not.toBeNull();
    expect((await demo.call('developer', 'GET', '/api/iot/legacy/devices?groupId=acme-pumps-eu')).status).toBe(404);
    expect((await demo.call('developer', 'GET', '/api/iot/devices')).status).toBe(400);
  });

  it('lists rules with both action types, and opens one', async () => {
    const rules = iotRulePageSchema.parse(
      await json(await demo.call('developer', 'GET', '/api/iot/rules?groupId=acme-pumps-eu')),
    );
    expect(rules.resultSet.map((r) => r.ruleName)).toEqual(['archive-telemetry', 'debug-copy', 'pressure-alerts']);
    expect(rules.resultSet[0].actions).toEqual({
      dataocean: { path: '/iot/acme-pumps-eu/archive-telemetry', directoryId: 'dir-acme-pumps-eu' },
    });
    expect(rules.resultSet[2].actions).toEqual({
      customFunction: { customFunctionId: 'fn-pressure-alerts', outputFieldName: 'result' },
    });
    const one = iotRuleSchema.parse(
      await json(await demo.call('developer', 'GET', `/api/iot/rules/${rules.resultSet[1].id}`)),
    );
    expect(one).toMatchObject({ ruleName: 'debug-copy', active: false });
    const legacy = legacyIotRulePageSchema.parse(
      await json(await demo.call('developer', 'GET', '/api/iot/legacy/rules?groupId=acme-legacy-eu')),
    );
    expect(legacy.resultSet[0]).toMatchObject({ groupId: 'acme-legacy-eu', actionsEnabled: true });
    expect((await demo.call('developer', 'GET', `/api/iot/legacy/rules/${rules.resultSet[1].id}`)).status).toBe(404);
    expect((await demo.call('developer', 'GET', '/api/iot/rules/not-a-uuid')).status).toBe(404);
    expect((await demo.call('developer', 'GET', '/api/iot/rules?groupId=acme-fleet-eu')).status).toBe(404);
  });

  it('lists the routes of a region-type group, and opens one', async () => {
    const routes = iotRoutePageSchema.parse(
      await json(await demo.call('developer', 'GET', '/api/iot/routes?groupId=acme-fleet-eu&pageSize=2')),
    );
    expect(routes.resultSet.map((r) => r.name)).toEqual(['all-telemetry', 'legacy-archive']);
    const more = iotRoutePageSchema.parse(
      await json(
        await demo.call(
          'developer',
          'GET',
          `/api/iot/routes?groupId=acme-fleet-eu&pageSize=2&nextBookmark=${routes.nextBookmark}`,
        ),
      ),
    );
    expect(more).toMatchObject({
      resultSet: [{ name: 'low-fuel', queryCondition: '$body.fuel < 15' }],
      nextBookmark: 'none',
    });
    const one = await json(await demo.call('developer', 'GET', `/api/iot/routes/${more.resultSet[0].id}`));
    expect(one).toMatchObject({ endPoint: 'https://alerts.acme.example/fuel', groupId: 'acme-fleet-eu', active: true });
  });
});
