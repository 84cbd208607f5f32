/**
 * Embedded SMTP sink: accepts and records every message, the default when no relay is configured. Recipients that
 * match a reject pattern are refused at RCPT TO with 550, as a real server refuses an unknown mailbox: that is how
 * hard bounces happen here. A message is answered 250 only once its row is committed; the rows of messages that arrive
 * while one insert commits go in the next one together (one commit for many mails, issue 24: a commit each made the
 * sink the bound of the mail bench).
 */
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Logger } from 'pino';
import type { Db } from '../db/pool.js';
import { sinkMessages } from './mail.schema.js';
import { parseSinkMessage, readWithMailparser } from './sink-parse.js';

export interface SmtpSink {
  port: number;
  url: string;
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const globToRegExp = (glob: string) => new RegExp(`^${glob.split('*').map(escapeRegExp).join('.*')}$`, 'i');

/** 'bounce*@*' style patterns (comma-separated, * = any characters, case-insensitive; 'none' = none). */
export function recipientRejecter(patterns: string): (address: string) => boolean {
  const list = patterns
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p && p.toLowerCase() !== 'none')
    .map(globToRegExp);
  return (address) => list.some((re) => re.test(address));
}

type SinkRow = typeof sinkMessages.$inferInsert;


/**
 * Inserts rows as they come, each call resolved once its row is committed: while one insert runs, the rows that arrive
 * wait and then go in together in the next.
 */
export function groupedInserts(insert: (rows: SinkRow[]) => Promise<void>, max = 200): (row: SinkRow) => Promise<void> {
  let waiting: { row: SinkRow; done: (err?: unknown) => void }[] = [];
  let running = false;
  async function drain() {
    running = true;
    while (waiting.length) {
      const batch = waiting.slice(0, max);
      waiting = waiting.slice(batch.length);
      try {
        await insert(batch.map((w) => w.row));
        for (const w of batch) w.done();
      } catch (err) {
        // One row PostgreSQL refuses must not refuse the others: each is tried alone.
        if (batch.length === 1) batch[0].done(err);
        else for (const w of batch) await insert([w.row]).then(() => w.done(), w.done);
      }
    }
    running = false;
  }
  return (row) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ row, done: (err) => (err === undefined ? resolve() : reject(err as Error)) });
      if (!running) void drain();
    });
}

export async function startSmtpSink(opts: { db: Db; port: number; log: Logger; reject?: string }): Promise<SmtpSink> {
  const rejects = recipientRejecter(opts.reject ?? 'none');
  const record = groupedInserts(async (rows) => {
    await opts.db.insert(sinkMessages).values(rows);
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    banner: 'Developer Console SMTP sink',
    logger: false,
    // The mail worker keeps pooled connections open (MAIL_CONCURRENCY); on close they get 421 after a second
    // instead of the default 30 s wait for them to quit.
    closeTimeout: 1_000,
    onRcptTo(address, _session, callback) {
      if (!rejects(address.address)) return callback();
      callback(Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', callback);
      stream.on('end', async () => {
        try {
          const raw = Buffer.concat(chunks);
          // The worker's usual mail is read directly; anything else by mailparser (sink-parse.ts).
          const parsed = parseSinkMessage(raw) ?? (await readWithMailparser(raw));
          await record({
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            ...parsed,
            raw: raw.toString('utf8'),
          });
          callback();
        } catch (err) {
          opts.log.error({ err }, 'smtp sink could not record a message');
          callback(Object.assign(new Error('Temporary failure, try again'), { responseCode: 451 }));
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  server.on('error', (err) => opts.log.error({ err }, 'smtp sink error'));
  const port = ((server as unknown as { server: net.Server }).server.address() as net.AddressInfo).port;
  opts.log.info({ port }, 'embedded SMTP sink listening');
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
