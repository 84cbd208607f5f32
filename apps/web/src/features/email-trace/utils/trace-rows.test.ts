import { describe, expect, it } from 'vitest';
import type { EmailEvent } from '@dc/contracts';
import { traceRows } from './trace-rows';

const event = (over: Partial<EmailEvent>): EmailEvent => ({
  timestamp: 1_790_000_000,
  event_type: 'delivered',
  recipient: 'a@example.com',
  template_id: null,
  sender: 'S <no-reply@example.com>',
  message_subject: 'Hi',
  message_id: 'm1',
  failure_type: null,
  reason: null,
  ...over,
});

describe('trace rows', () => {
  it('lists failed events and drops delivered ones that share a message id or recipient, newest first', () => {
    const rows = traceRows([
      event({ message_id: 'm1', timestamp: 1 }),
      event({ message_id: 'm1', event_type: 'failed', failure_type: 'bounce', timestamp: 2 }),
      event({ message_id: 'm2', event_type: 'accepted', timestamp: 3 }),
      event({ message_id: 'm3', event_type: 'failed', failure_type: 'suppress-bounce', timestamp: 4 }),
    ]);
    expect(rows.map((r) => [r.message_id, r.failure_type])).toEqual([
      ['m3', 'suppress-bounce'],
      ['m1', 'bounce'],
    ]);
  });

  it('keeps delivered events with no failure', () => {
    expect(traceRows([event({})]).map((r) => r.event_type)).toEqual(['delivered']);
  });
});
