/**
 * The IoT manager's registry reads (spec 1 sections 2.9, 7.2): groups, devices, rules, routes of the caller's teams.
 * Read-only by design: nothing here writes. Another team's group, device, rule or route is not found (404).
 */
import type pg from 'pg';
import { z } from 'zod';
import { getIotDevicesQuery, getIotGroupsQuery, searchIotDeviceQuery } from '@dc/contracts';
import { notFound } from '../../platform/errors.js';
import type { TeamsService } from '../teams/teams.service.js';
import { decodeBookmark, emptyPage, pageFrom } from './bookmark.js';
import { findDevice, listDevices } from './iot-devices.repository.js';
import { toDevice, toGroup, toLegacyDevice, toLegacyGroup, toLegacyRule, toRoute, toRule } from './iot.mappers.js';
import { findGroup, findRoute, findRule, listGroups, listRoutes, listRules, type GroupRow } from './iot.repository.js';

type GroupsQuery = z.output<typeof getIotGroupsQuery>;
type ItemsQuery = z.output<typeof getIotDevicesQuery>;
type SearchQuery = z.output<typeof searchIotDeviceQuery>;

const CURRENT_KINDS = ['current', 'region'];
const isUuid = (s: string) => z.string().uuid().safeParse(s).success;

export function createIotService(opts: { pool: pg.Pool; teams: TeamsService; brokerEndpoint: string }) {
  const { pool, brokerEndpoint } = opts;

  /** The caller's team ids (all teams, or the one asked for if the caller is in it). */
  async function teamIdsOf(callerId: string, only?: string): Promise<string[]> {
    const ids = await opts.teams.memberTeamIds(callerId);
    if (only === undefined) return ids;
    if (!ids.includes(only)) throw notFound('Team not found.');
    return [only];
  }

  async function groupOf(callerId: string, groupId: string, kinds: string[]): Promise<GroupRow> {
    const group = await findGroup(pool, await teamIdsOf(callerId), groupId);
    if (!group || !kinds.includes(group.kind)) throw notFound(`Device group ${groupId} not found.`);
    return group;
  }

  async function groupPage<T>(
    q: { teamIds: string[]; kinds: string[]; pageSize: number; bookmark?: string },
    map: (g: GroupRow) => T,
  ) {
    const after = decodeBookmark(q.bookmark, 1);
    if (after === 'none' || q.teamIds.length === 0) return emptyPage<T>();
    const rows = await listGroups(pool, { ...q, afterId: after?.[0] as string | undefined, limit: q.pageSize });
    return pageFrom(rows, q.pageSize, map, (g) => [g.id]);
  }

  return {
    /** GET /v2.1/groups: current and region groups, and legacy groups, each with its own bookmark. */
    async groups(callerId: string, q: GroupsQuery) {
      const teamIds = await teamIdsOf(callerId, q.teamId);
      const [deviceGroups, legacyDeviceGroups] = await Promise.all([
        groupPage({ teamIds, kinds: CURRENT_KINDS, pageSize: q.pageSize, bookmark: q.bookmark }, (g) =>
          toGroup(g, brokerEndpoint),
        ),
        groupPage({ teamIds, kinds: ['legacy'], pageSize: q.pageSize, bookmark: q.legacyBookmark }, (g) =>
          toLegacyGroup(g, brokerEndpoint),
        ),
      ]);
      return { deviceGroups, legacyDeviceGroups };
    },

    group: async (callerId: string, id: string) => toGroup(await groupOf(callerId, id, CURRENT_KINDS), brokerEndpoint),

    legacyGroup: async (callerId: string, id: string) =>
      toLegacyGroup(await groupOf(callerId, id, ['legacy']), brokerEndpoint),

    /** GET /devices and /legacy/devices: a group's devices by serial number. */
    async devices(callerId: string, q: ItemsQuery, legacy: boolean) {
      const group = await groupOf(callerId, q.groupId, legacy ? ['legacy'] : CURRENT_KINDS);
      const after = decodeBookmark(q.nextBookmark, 1);
      if (after === 'none') return emptyPage();
      const rows = await listDevices(pool, { groupId: group.id, afterSerial: after?.[0] as string, limit: q.pageSize });
      return pageFrom(rows, q.pageSize, legacy ? toLegacyDevice : toDevice, (d) => [d.serialNumber]);
    },

    /** GET /devices/search and /legacy/devices/search: one device by exact serial number, else 404. */
    async searchDevice(callerId: string, q: SearchQuery, legacy: boolean) {
      const group = await groupOf(callerId, q.groupId, legacy ? ['legacy'] : CURRENT_KINDS);
      const device = await findDevice(pool, group.id, q.serialNumber);
      if (!device) throw notFound(`Device ${q.serialNumber} not found in group ${q.groupId}.`);
      return legacy ? toLegacyDevice(device) : toDevice(device);
    },

    /** GET /rules (current type) and /legacy/rules. */
    async rules(callerId: string, q: ItemsQuery, legacy: boolean) {
      const group = await groupOf(callerId, q.groupId, legacy ? ['legacy'] : ['current']);
      const after = decodeBookmark(q.nextBookmark, 2, (k) => isUuid(String(k[1])));
      if (after === 'none') return emptyPage();
      const rows = await listRules(pool, { groupId: group.id, after: after as [string, string], limit: q.pageSize });
      return pageFrom(rows, q.pageSize, legacy ? toLegacyRule : toRule, (r) => [r.name, r.id]);
    },

    async rule(callerId: string, id: string, legacy: boolean) {
      const rule = isUuid(id) ? await findRule(pool, await teamIdsOf(callerId), id) : undefined;
      if (!rule || (rule.kind === 'legacy') !== legacy) throw notFound(`Rule ${id} not found.`);
      return legacy ? toLegacyRule(rule) : toRule(rule);
    },

    /** GET /routes: routes of a region-type group. */
    async routes(callerId: string, q: ItemsQuery) {
      const group = await groupOf(callerId, q.groupId, ['region']);
      const after = decodeBookmark(q.nextBookmark, 2, (k) => isUuid(String(k[1])));
      if (after === 'none') return emptyPage();
      const rows = await listRoutes(pool, { groupId: group.id, after: after as [string, string], limit: q.pageSize });
      return pageFrom(rows, q.pageSize, toRoute, (r) => [r.name, r.id]);
    },

    async route(callerId: string, id: string) {
      const route = isUuid(id) ? await findRoute(pool, await teamIdsOf(callerId), id) : undefined;
      if (!route) throw notFound(`Route ${id} not found.`);
      return toRoute(route);
    },

    teamIdsOf,
  };
}
export type IotService = ReturnType<typeof createIotService>;
