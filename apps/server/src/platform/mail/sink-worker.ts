/**
 * The embedded SMTP sink's thread (started by sink-thread.ts): its own small database pool and event loop, so the
 * mails it reads and records cost the server's event loop nothing. Log records go to the server's logger.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createPool } from '../db/pg-pool.js';
import { serveSmtpSink, SINK_COMMIT_LANES, type SinkLog } from './sink.js';
import type { SinkSetup, SinkThreadMessage } from './sink-thread.js';

const setup = workerData as SinkSetup;
const post = (m: SinkThreadMessage) => parentPort!.postMessage(m);
// An error does not cross threads whole: its name, message, code and stack do.
const plain = (obj: object): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(obj).map(([k, v]) => [
      k,
      v instanceof Error
        ? { type: v.name, message: v.message, code: (v as { code?: unknown }).code, stack: v.stack }
        : v,
    ]),
  );
const log: SinkLog = {
  info: (obj, msg) => post({ type: 'log', level: 'info', obj: plain(obj), msg }),
  error: (obj, msg) => post({ type: 'log', level: 'error', obj: plain(obj), msg }),
};

// A connection per commit lane (a refused group is retried row by row in its own lane), and one to spare.
const pool = createPool(setup.databaseUrl, SINK_COMMIT_LANES + 1);
try {
  const sink = await serveSmtpSink({ pool, port: setup.port, log, reject: setup.reject });
  parentPort!.on('message', (m: { type: 'close' }) => {
    if (m.type !== 'close') return;
    void sink
      .close()
      .then(() => pool.end())
      .finally(() => post({ type: 'closed' }));
  });
  post({ type: 'listening', port: sink.port });
} catch (err) {
  post({ type: 'failed', message: (err as Error).message });
  await pool.end();
}
