import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../platform/logging.js';
import { createEventWriter, type EventRecord } from './event-writer.js';

const log = createLogger('silent');
const record = (n: number): EventRecord => ({
  deviceId: 'd',
  traceId: String(n),
  topic: 't',
  clientId: 'c',
  receivedAt: new Date(),
  payload: Buffer.from(String(n)),
  qos: 1,
  messageName: null,
  port: null,
});

describe('event writer (group commit)', () => {
  it('resolves each write only after its batch is inserted, and batches what arrives during a commit', async () => {
    const committed = new Set<string>();
    const sizes: number[] = [];
    const writer = createEventWriter({
      log,
      maxBatch: 100,
      insert: async (batch) => {
        sizes.push(batch.length);
        await new Promise((r) => setTimeout(r, 20));
        for (const e of batch) committed.add(e.traceId);
      },
    });
    const writes = Array.from({ length: 250 }, (_, i) =>
      writer.write(record(i)).then(() => expect(committed.has(String(i))).toBe(true)),
    );
    await Promise.all(writes);
    expect(sizes).toEqual([100, 100, 50]);
    expect(writer.stats()).toMatchObject({ written: 250, batches: 3, failed: 0 });
  });

  it('sends more full batches at once as the load grows, one commit at a time under light load', async () => {
    let open = 0;
    const overlaps: number[] = [];
    const sizes: number[] = [];
    const writer = createEventWriter({
      log,
      maxBatch: 100,
      maxInFlight: 3,
      insert: async (batch) => {
        overlaps.push(++open);
        sizes.push(batch.length);
        await new Promise((r) => setTimeout(r, 20));
        open--;
      },
    });
    // Light: a few writes at a time, each waiting for the last.
    for (let i = 0; i < 3; i++) await Promise.all([writer.write(record(i)), writer.write(record(i + 10))]);
    expect(Math.max(...overlaps)).toBe(1);
    expect(sizes).toEqual([2, 2, 2]);
    // Heavy: 1,000 at once go as 3 full batches together, then the rest as commits finish.
    overlaps.length = 0;
    sizes.length = 0;
    await Promise.all(Array.from({ length: 1000 }, (_, i) => writer.write(record(i))));
    expect(Math.max(...overlaps)).toBe(3);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(sizes.every((n) => n === 100)).toBe(true);
    expect(writer.stats()).toMatchObject({ written: 1006, failed: 0, maxInFlight: 3 });
  });

  it('under load gathers the next batch for the load gap; a lone sender does not wait for it', async () => {
    const sizes: number[] = [];
    const writer = createEventWriter({
      log,
      maxBatch: 500,
      loadGapMs: 40,
      insert: async (b) => void sizes.push(b.length),
    });
    await Promise.all(Array.from({ length: 100 }, (_, i) => writer.write(record(i))));
    // Ten more arrive 2 ms apart, within the gap that the 100-row batch opened: one batch, not several.
    const spaced = Array.from({ length: 10 }, (_, i) =>
      new Promise((r) => setTimeout(r, i * 2)).then(() => writer.write(record(100 + i))),
    );
    await Promise.all(spaced);
    expect(sizes).toEqual([100, 10]);
    // Light: one message at a time, each after the last one's commit, each goes after the short window only.
    await new Promise((r) => setTimeout(r, 50));
    const t = performance.now();
    for (let i = 0; i < 5; i++) await writer.write(record(200 + i));
    expect(sizes.slice(2)).toEqual([1, 1, 1, 1, 1]);
    expect(performance.now() - t).toBeLessThan(5 * 40);
  });

  it('retries a failed batch once, then rejects its writes', async () => {
    let calls = 0;
    const flaky = createEventWriter({
      log,
      insert: async () => {
        calls++;
        if (calls === 1) throw new Error('connection lost');
      },
    });
    await flaky.write(record(1));
    expect(calls).toBe(2);
    const down = createEventWriter({ log, insert: async () => Promise.reject(new Error('down')) });
    await expect(down.write(record(2))).rejects.toThrow('down');
    expect(down.stats().failed).toBe(1);
  });

  it('drains pending writes', async () => {
    const done: number[] = [];
    const writer = createEventWriter({ log, windowMs: 50, insert: async (b) => void done.push(b.length) });
    void writer.write(record(1));
    void writer.write(record(2));
    await writer.drain();
    expect(done).toEqual([2]);
  });
});
