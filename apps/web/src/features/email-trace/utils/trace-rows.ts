/** The trace table (spec 3 sections 4, 9): the contract's dedupe rule, newest first. */
import { traceEvents, type EmailEvent } from '@dc/contracts';

export interface TraceRow extends EmailEvent {
  key: string;
}

export const traceRows = (events: readonly EmailEvent[]): TraceRow[] =>
  traceEvents([...events])
    .sort((a, b) => b.timestamp - a.timestamp)
    .map((e, i) => ({ ...e, key: `${e.message_id}-${e.event_type}-${i}` }));
