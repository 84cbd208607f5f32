/**
 * Batched, durable event writes (group commit), sized by load. Messages wait at most WINDOW_MS for company, a full
 * batch goes at once, and while a commit is under way what arrives forms the next batch: a burst makes bigger batches
 * rather than more round trips. When a full batch is waiting although a commit is under way (the load is more than
 * one commit at a time carries), it goes too, up to MAX_IN_FLIGHT commits at once, which PostgreSQL flushes to disk
 * together; under light load there is one commit at a time. The window is short on purpose: senders with a small
 * in-flight limit (Mosquitto sends a subscriber 20 unacknowledged messages at most by default) would otherwise wait
 * a window per batch. Each write resolves only after its batch committed (the PUBACK waits for it). A failed batch is
 * retried once, then its writes reject (the device resends after reconnecting).
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
/**
 * Under load (the last batch had at least LOAD_ROWS rows: many senders, each with messages in flight), the next batch
 * starts no sooner than LOAD_GAP_MS after the last one did, unless a full batch waits: a commit costs PostgreSQL and
 * the server about as much as a few hundred rows, and without the gap a batch held only what arrived during one
 * commit (60-150 rows at 9,000 messages/s from Mosquitto). A lone sender with one message in flight never waits it.
 */
export const LOAD_ROWS = 64;
export const LOAD_GAP_MS = 20;
/** Commits at once under load (each holds a pooled connection; the pool keeps the rest for the API). */
export const MAX_IN_FLIGHT = 3;
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
  stats(): { written: number; batches: number; failed: number; maxInFlight: number };
}

export function createEventWriter(opts: {
  insert: (batch: EventRecord[]) => Promise<void>;
  log: Logger;
  windowMs?: number;
  maxBatch?: number;
  maxInFlight?: number;
  loadGapMs?: number;
}): EventWriter {
  const windowMs = opts.windowMs ?? WINDOW_MS;
  const maxBatch = opts.maxBatch ?? MAX_BATCH;
  const maxInFlight = opts.maxInFlight ?? MAX_IN_FLIGHT;
  const loadGapMs = opts.loadGapMs ?? LOAD_GAP_MS;
  /** When the next batch that is not full may start (the load gap after a big batch). */
  let notBefore = 0;
  let queue: Pending[] = [];
  let timer: NodeJS.Timeout | undefined;
  const writing = new Set<Promise<void>>();
  const counts = { written: 0, batches: 0, failed: 0, maxInFlight: 0 };

  async function insertWithRetry(batch: EventRecord[]) {
    try {
      await opts.insert(batch);
    } catch (err) {
      opts.log.warn({ err, size: batch.length }, 'event batch failed; retrying once');
      await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
      await opts.insert(batch);
    }
  }

  function commit(batch: Pending[]) {
    notBefore = batch.length >= LOAD_ROWS ? performance.now() + loadGapMs : 0;
    const done = insertWithRetry(batch.map((p) => p.record)).then(
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
    writing.add(done);
    counts.maxInFlight = Math.max(counts.maxInFlight, writing.size);
    void done.finally(() => {
      writing.delete(done);
      // What arrived during the commit goes now.
      if (queue.length) flush();
    });
  }

  /**
   * Sends what waits: one batch when nothing is being written (after the load gap, unless it is full or `now`), and
   * further full batches while any are waiting.
   */
  function flush(now = false) {
    clearTimeout(timer);
    timer = undefined;
    const wait = notBefore - performance.now();
    if (!now && wait > 0 && writing.size === 0 && queue.length > 0 && queue.length < maxBatch) {
      timer = setTimeout(flush, wait);
      return;
    }
    while (queue.length > 0 && writing.size < maxInFlight && (writing.size === 0 || queue.length >= maxBatch)) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      commit(batch);
    }
  }

  return {
    write(record) {
      if (queue.length >= MAX_PENDING) return Promise.reject(new Error('event ingest overloaded'));
      return new Promise<void>((resolve, reject) => {
        queue.push({ record, resolve, reject });
        if (queue.length >= maxBatch) flush();
        else if (writing.size === 0) timer ??= setTimeout(flush, Math.max(windowMs, notBefore - performance.now()));
      });
    },
    async drain() {
      while (writing.size || queue.length) {
        if (!writing.size) flush(true);
        await Promise.all(writing);
      }
    },
    stats: () => ({ ...counts }),
  };
}
