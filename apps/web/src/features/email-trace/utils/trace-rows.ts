/** The trace table (spec 3 sections 4, 9): the contract's dedupe rule, newest first, times in UTC. */
import { traceEvents, type EmailEvent } from '@dc/contracts';

/** '2026-11-21 09:05:03 UTC' from seconds since the epoch. */
export const formatUtc = (seconds: number) =>
  `${new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

export interface TraceRow extends EmailEvent {
  key: string;
  time: string;
}

export const traceRows = (events: readonly EmailEvent[]): TraceRow[] =>
  traceEvents([...events])
    .sort((a, b) => b.timestamp - a.timestamp)
    .map((e, i) => ({ ...e, key: `${e.message_id}-${e.event_type}-${i}`, time: formatUtc(e.timestamp) }));
