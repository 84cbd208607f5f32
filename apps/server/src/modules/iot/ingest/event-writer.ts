/**
 * Batched, durable event writes (group commit). Messages wait at most WINDOW_MS for company, a full batch goes at
 * once, and one batch is written at a time: messages arriving during a commit form the next batch, so a burst makes
 * bigger batches rather than more round trips. The window is short on purpose: senders with a small in-flight limit
 * (Mosquitto sends a subscriber 20 unacknowledged messages at most) would otherwise wait a window per batch. Each write resolves only after its batch committed (the PUBACK waits
 * for it). A failed batch is retried once, then its writes reject (the device resends after reconnecting).
 */
import type { Logger } from 'pino';

export interface EventRecord {
  deviceId: string;
  traceId: string;
  topic: string;
  clientId: string;
  receivedAt: Date;
  payload: Buffer;
  qos: number;
  messageName: string | null;
  port: number | null;
}

export const WINDOW_MS = 2;
export const MAX_BATCH = 500;
/** Beyond this many waiting writes (the database is gone), new ones are refused at once instead of piling up. */
export const MAX_PENDING = 50_000;
const RETRY_DELAY_MS = 250;

interface Pending {
  record: EventRecord;
  resolve(): void;
  reject(err: Error): void;
}

export interface EventWriter {
  write(record: EventRecord): Promise<void>;
  /** Resolves when every write so far is committed or failed. */
  drain(): Promise<void>;
  stats(): { written: number; batches: number; failed: number };
}

export function createEventWriter(opts: {
  insert: (batch: EventRecord[]) => Promise<void>;
  log: Logger;
  windowMs?: number;
  maxBatch?: number;
}): EventWriter {
  const windowMs = opts.windowMs ?? WINDOW_MS;
  const maxBatch = opts.maxBatch ?? MAX_BATCH;
  let queue: Pending[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;
  const counts = { written: 0, batches: 0, failed: 0 };

  async function insertWithRetry(batch: EventRecord[]) {
    try {
      await opts.insert(batch);
    } catch (err) {
      opts.log.warn({ err, size: batch.length }, 'event batch failed; retrying once');
      await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
      await opts.insert(batch);
    }
  }

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (writing || queue.length === 0) return;
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    writing = insertWithRetry(batch.map((p) => p.record)).then(
      () => {
        counts.written += batch.length;
        counts.batches++;
        for (const p of batch) p.resolve();
      },
      (err: Error) => {
        counts.failed += batch.length;
        opts.log.error({ err, size: batch.length }, 'event batch not recorded');
        for (const p of batch) p.reject(err);
      },
    );
    void writing.finally(() => {
      writing = undefined;
      // What arrived during the commit goes now.
      if (queue.length) flush();
    });
  }

  return {
    write(record) {
      if (queue.length >= MAX_PENDING) return Promise.reject(new Error('event ingest overloaded'));
      return new Promise<void>((resolve, reject) => {
        queue.push({ record, resolve, reject });
        if (writing) return;
        if (queue.length >= maxBatch) flush();
        else timer ??= setTimeout(flush, windowMs);
      });
    },
    async drain() {
      while (writing || queue.length) {
        if (!writing) flush();
        await writing;
      }
    },
    stats: () => ({ ...counts }),
  };
}
