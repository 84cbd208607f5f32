/**
 * The hourly retention job is sent at hh:17 by a timer of each instance, one job per hour across instances, and
 * not by pg-boss's cron (whose monitor held the event loop for tens of milliseconds every 30 seconds).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../../platform/logging.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { PRUNE_QUEUE, sendHourly, untilNextRun } from './retention.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

const at = (hh: number, mm: number, ss = 0) => Date.UTC(2026, 10, 29, hh, mm, ss);

describe('hourly retention job', () => {
  it('is due at the next hh:17', () => {
    expect(untilNextRun(at(10, 0))).toBe(17 * 60_000);
    expect(untilNextRun(at(10, 16, 59))).toBe(1000);
    expect(untilNextRun(at(10, 17))).toBe(3_600_000);
    expect(untilNextRun(at(10, 20))).toBe(57 * 60_000);
  });

  it('leaves no pg-boss cron schedule', async () => {
    const { rows } = await server.platform.pool.query('SELECT name FROM pgboss.schedule');
    expect(rows.map((r) => r.name)).not.toContain(PRUNE_QUEUE);
  });

  it('is sent at hh:17, and instances sending in the same hour make one job', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      vi.setSystemTime(at(10, 5));
      const sent: Array<Promise<string | null>> = [];
      const send = (name: string, data: object, options: { singletonSeconds: number }) => {
        const p = server.platform.queue.send(name, data, options);
        sent.push(p);
        return p;
      };
      const log = createLogger('silent');
      const stops = [sendHourly(send, log), sendHourly(send, log)]; // two instances
      await vi.advanceTimersByTimeAsync(11 * 60_000);
      expect(sent).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(60_000); // 10:17
      expect(sent).toHaveLength(2);
      stops.forEach((stop) => stop());
      const ids = await Promise.all(sent);
      expect(ids.filter(Boolean)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
