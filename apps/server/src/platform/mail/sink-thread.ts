/**
 * Starts the embedded SMTP sink in a worker thread (sink-worker.ts; issue 24): in the mail bench's profile, reading
 * and recording each mail took ~0.5 ms of the ~2.3 ms of CPU the server's one event loop spent per mail, with the API
 * and the mail worker beside it. A thread that ends unexpectedly is started again on the same port; the mails it was
 * receiving were not answered 250, so the worker retries them.
 */
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import { workerEntry } from '../worker-entry.js';

export interface SinkSetup {
  databaseUrl: string;
  port: number;
  reject?: string;
}

export type SinkThreadMessage =
  | { type: 'listening'; port: number }
  | { type: 'failed'; message: string }
  | { type: 'log'; level: 'info' | 'error'; obj: Record<string, unknown>; msg: string }
  | { type: 'closed' };

export interface SmtpSink {
  port: number;
  url: string;
  close(): Promise<void>;
  /** Ends the thread as a crash would (for tests): it is started again on the same port. */
  crash(): Promise<void>;
}

/** How long close() waits for the thread to end its SMTP sessions and pool before terminating it. */
const CLOSE_WAIT_MS = 5_000;

export async function startSmtpSink(opts: {
  databaseUrl: string;
  port: number;
  log: Logger;
  reject?: string;
}): Promise<SmtpSink> {
  let closing = false;
  let worker: Worker;
  // The port it listens on: a thread that ended is started again on it (opts.port may be 0, any free port, and the mail
  // transport holds the first thread's port).
  let listeningOn = opts.port;

  const start = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const { url, options } = workerEntry(new URL('./sink-worker.ts', import.meta.url));
      const setup: SinkSetup = { databaseUrl: opts.databaseUrl, port, reject: opts.reject };
      const w = new Worker(url, { ...options, workerData: setup });
      worker = w;
      // The server's own sockets keep the process alive; the sink thread must not keep it from ending.
      w.unref();
      let listening = false;
      w.on('message', (m: SinkThreadMessage) => {
        if (m.type === 'log') opts.log[m.level](m.obj, m.msg);
        else if (m.type === 'listening') {
          listening = true;
          listeningOn = m.port;
          resolve(m.port);
        } else if (m.type === 'failed') reject(new Error(`SMTP sink: ${m.message}`));
      });
      w.on('error', (err) => opts.log.error({ err }, 'smtp sink thread failed'));
      w.on('exit', (code) => {
        if (!listening) return reject(new Error(`SMTP sink thread ended before listening (${code})`));
        if (closing) return;
        opts.log.error({ code }, 'smtp sink thread ended; starting it again');
        start(listeningOn).catch((err) => opts.log.error({ err }, 'smtp sink thread could not start again'));
      });
    });

  const port = await start(opts.port);
  let closed: Promise<void> | undefined;
  const close = async () => {
    closing = true;
    const w = worker;
    const ended = new Promise<void>((resolve) => {
      w.on('message', (m: SinkThreadMessage) => m.type === 'closed' && resolve());
      w.once('exit', () => resolve());
    });
    w.postMessage({ type: 'close' });
    const timer = setTimeout(() => void w.terminate(), CLOSE_WAIT_MS);
    await ended;
    clearTimeout(timer);
    await w.terminate();
  };
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    // Once: the platform closes it on shutdown even when a test already did.
    close: () => (closed ??= close()),
    crash: async () => {
      await worker.terminate();
    },
  };
}
