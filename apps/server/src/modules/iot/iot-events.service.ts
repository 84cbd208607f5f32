/**
 * Device event queries (spec 1 sections 2.9, 4.5, 7.2): a time window of one device's events, newest first, 'Load
 * more' by keyset bookmark. /events serves current-type devices, /messages region-type devices, /legacy/events legacy
 * devices (by serial number, optionally region, port and message name). Another team's device is not found.
 */
import type pg from 'pg';
import type { z } from 'zod';
import {
  IOT_DEFAULT_EVENT_PERIOD,
  IOT_EVENT_PERIODS,
  PLATFORM_ERROR_CODES,
  type getIotEventsQuery,
  type getIotMessagesQuery,
  type getLegacyIotEventsQuery,
} from '@dc/contracts';
import { AppError, notFound } from '../../platform/errors.js';
import { decodeBookmark, emptyPage, pageFrom } from './bookmark.js';
import { findTeamDevices } from './iot-devices.repository.js';
import { findEvents, type EventRow, type EventWindow } from './iot-events.repository.js';
import { eventKey, toEvent, toLegacyEvent, toMessage } from './iot.mappers.js';
import { deviceTopicBase, hasWildcard, topicFilterRegex } from './topics.js';

type EventsQuery = z.output<typeof getIotEventsQuery>;
type MessagesQuery = z.output<typeof getIotMessagesQuery>;
type LegacyEventsQuery = z.output<typeof getLegacyIotEventsQuery>;
type WindowQuery = Pick<EventsQuery, 'startDateUtc' | 'endDateUtc' | 'nextBookMark' | 'pageSize'>;

const validKey = (k: Array<string | number>) =>
  typeof k[0] === 'string' && !Number.isNaN(Date.parse(k[0])) && /^\d{1,19}$/.test(String(k[1]));

/** The window [start, end]: end defaults to now, start to the default period before end. */
function windowOf(q: WindowQuery): Pick<EventWindow, 'start' | 'end'> {
  const end = q.endDateUtc ?? new Date();
  const start = q.startDateUtc ?? new Date(end.getTime() - IOT_EVENT_PERIODS[IOT_DEFAULT_EVENT_PERIOD]);
  if (start > end) {
    throw new AppError(400, PLATFORM_ERROR_CODES.validation, 'Invalid request: startDateUtc is after endDateUtc.');
  }
  return { start, end };
}

/** A topic filter relative to the device's topic unless it starts with a topic space prefix. */
function topicCondition(filter: string | undefined, base: string): Pick<EventWindow, 'topic' | 'topicRegex'> {
  if (filter === undefined) return {};
  const absolute = /^(groups|dsn)\//.test(filter) ? filter : `${base}/${filter.replace(/^\/+/, '')}`;
  return hasWildcard(absolute) ? { topicRegex: topicFilterRegex(absolute) } : { topic: absolute };
}

export function createIotEventsService(opts: { pool: pg.Pool; teamIdsOf: (callerId: string) => Promise<string[]> }) {
  const { pool } = opts;

  async function devicesOf(
    callerId: string,
    q: { kind: string; clientId?: string; serialNumber?: string; region?: string },
  ) {
    const devices = await findTeamDevices(pool, { ...q, teamIds: await opts.teamIdsOf(callerId) });
    if (devices.length === 0) throw notFound(`Device ${q.clientId ?? q.serialNumber} not found.`);
    return devices;
  }

  async function page<T>(
    q: WindowQuery,
    w: Omit<EventWindow, 'start' | 'end' | 'limit' | 'before'>,
    map: (e: EventRow) => T,
  ) {
    const window = windowOf(q);
    const before = decodeBookmark(q.nextBookMark, 2, validKey);
    if (before === 'none') return emptyPage<T>();
    const rows = await findEvents(pool, {
      ...w,
      ...window,
      before: before as [string, string] | undefined,
      limit: q.pageSize,
    });
    return pageFrom(rows, q.pageSize, map, eventKey);
  }

  /**
   * A window of one device named by client id, in one statement (the device looked up by the events query itself):
   * each round trip to PostgreSQL was a wait for the scheduler on a busy machine. Only when no row comes back is the
   * device looked up on its own, to answer 404 for a device unknown to the caller's teams. A request the window or
   * bookmark checks refuse takes the two-step path, so that those checks still come after the device's.
   */
  async function deviceWindow<T>(
    callerId: string,
    kind: string,
    q: EventsQuery | MessagesQuery,
    map: (e: EventRow) => T,
  ) {
    let checked: { window: Pick<EventWindow, 'start' | 'end'>; before: ReturnType<typeof decodeBookmark> } | undefined;
    try {
      checked = { window: windowOf(q), before: decodeBookmark(q.nextBookMark, 2, validKey) };
    } catch {
      checked = undefined;
    }
    if (checked && checked.before !== 'none') {
      const rows = await findEvents(pool, {
        deviceIds: { clientId: q.clientId, kind, teamIds: await opts.teamIdsOf(callerId) },
        ...checked.window,
        before: checked.before as [string, string] | undefined,
        limit: q.pageSize,
      });
      if (rows.length > 0) return pageFrom(rows, q.pageSize, map, eventKey);
      await devicesOf(callerId, { kind, clientId: q.clientId }); // 404, or the window is empty
      return emptyPage<T>();
    }
    const [device] = await devicesOf(callerId, { kind, clientId: q.clientId });
    return page(q, { deviceIds: [device.id] }, map);
  }

  return {
    /** GET /events: a current-type device's events, optionally of one topic (an MQTT filter). */
    async events(callerId: string, q: EventsQuery) {
      if (q.topic === undefined) return deviceWindow(callerId, 'current', q, toEvent);
      const [device] = await devicesOf(callerId, { kind: 'current', clientId: q.clientId });
      const base = deviceTopicBase('current', device.groupId, device.serialNumber);
      return page(q, { deviceIds: [device.id], ...topicCondition(q.topic, base) }, toEvent);
    },

    /** GET /messages: a region-type device's messages. */
    async messages(callerId: string, q: MessagesQuery) {
      return deviceWindow(callerId, 'region', q, toMessage);
    },

    /** GET /legacy/events: the events of the legacy device(s) with this serial number (in a region). */
    async legacyEvents(callerId: string, q: LegacyEventsQuery) {
      const devices = await devicesOf(callerId, { kind: 'legacy', serialNumber: q.deviceName, region: q.region });
      const byId = new Map(devices.map((d) => [d.id, d]));
      return page(q, { deviceIds: devices.map((d) => d.id), messageName: q.messageName, port: q.port }, (e) =>
        toLegacyEvent(e, byId.get(e.deviceId)!),
      );
    },
  };
}
