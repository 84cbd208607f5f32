/**
 * A device's events in a time window (spec 1 sections 2.9, 4.5, 7.2): /events for the current type (optionally of a
 * topic), /messages for the region type, /legacy/events for legacy devices (by serial number, region, port and
 * message name). Newest first, 100 at a time; each Run Query is a new list (its run number is in the key).
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CallInput } from '@dc/client';
import { IOT_PAGE_SIZE, type IotEvent, type IotMessage, type LegacyIotEvent } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { nextBookmarkOf, type BookmarkPage } from '../utils/bookmarks';
import { iotKeys } from './keys';

interface Window {
  /** UTC text with milliseconds. */
  startDateUtc: string;
  endDateUtc: string;
  /** Counts Run Query clicks: the same window asked again is read afresh. */
  run: number;
}

export type EventCriteria =
  | (Window & { kind: 'current'; clientId: string; topic?: string })
  | (Window & { kind: 'region'; clientId: string })
  | (Window & { kind: 'legacy'; deviceName: string; region?: string; port?: number; messageName?: string });

export type AnyIotEvent = IotEvent | IotMessage | LegacyIotEvent;

/** The events route of each device kind, with its query. */
type EventsRoute = 'iot.events' | 'iot.messages' | 'iot.legacyEvents';
export type EventsRequest = {
  [R in EventsRoute]: { route: R; query: NonNullable<CallInput<R>['query']> };
}[EventsRoute];

/** The route and query of a criteria set (empty topic or message name: no filter). */
export function eventsRequest(c: EventCriteria, nextBookMark?: string): EventsRequest {
  const common = { startDateUtc: c.startDateUtc, endDateUtc: c.endDateUtc, pageSize: IOT_PAGE_SIZE, nextBookMark };
  switch (c.kind) {
    case 'current':
      return { route: 'iot.events', query: { clientId: c.clientId, topic: c.topic || undefined, ...common } };
    case 'region':
      return { route: 'iot.messages', query: { clientId: c.clientId, ...common } };
    case 'legacy':
      return {
        route: 'iot.legacyEvents',
        query: {
          deviceName: c.deviceName,
          region: c.region || undefined,
          port: c.port,
          messageName: c.messageName || undefined,
          ...common,
        },
      };
  }
}

export function getEvents(criteria: EventCriteria, nextBookMark?: string): Promise<BookmarkPage<AnyIotEvent>> {
  const req = eventsRequest(criteria, nextBookMark);
  switch (req.route) {
    case 'iot.events':
      return api.call(req.route, { query: req.query });
    case 'iot.messages':
      return api.call(req.route, { query: req.query });
    case 'iot.legacyEvents':
      return api.call(req.route, { query: req.query });
  }
}

export const getEventsQueryOptions = (criteria: EventCriteria) =>
  infiniteQueryOptions({
    queryKey: iotKeys.events(criteria),
    queryFn: ({ pageParam }) => getEvents(criteria, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextBookmarkOf,
    // The window has a fixed end, so its events do not change: Run Query, not time, asks again.
    staleTime: Infinity,
  });

export const useEvents = (criteria: EventCriteria) => useInfiniteQuery(getEventsQueryOptions(criteria));
