/**
 * Embedded SMTP sink: accepts and records every message, the default when no relay is configured. Recipients that
 * match a reject pattern are refused at RCPT TO with 550, as a real server refuses an unknown mailbox: that is how
 * hard bounces happen here. A message is answered 250 only once its row is committed; the rows of messages that arrive
 * while one insert commits go in the next one together (one commit for many mails, issue 24: a commit each made the
 * sink the bound of the mail bench). It runs in a worker thread of its own (sink-thread.ts), as a separate service
 * would, so reading and recording mails does not take the event loop that serves the API and sends them.
 */
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Queryable } from '../db/transaction.js';
import { groupedCommits } from './grouped-commits.js';
import type { sinkMessages } from './mail.schema.js';
import { headerBlockOf, parseSinkMessage, readWithMailparser } from './sink-parse.js';
import { insertValues } from './values-insert.js';

type SinkRow = Required<
  Pick<typeof sinkMessages.$inferInsert, 'mailFrom' | 'rcptTo' | 'subject' | 'html' | 'text' | 'messageId' | 'raw'>
>;

/** What the sink reports: pino's shape, so the thread can hand its records to the server's logger. */
export interface SinkLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;
/** Inserts committing at once (grouped-commits.ts): two, so the connections answer out of phase. */
export const SINK_COMMIT_LANES = 2;

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

/** Serves SMTP on 127.0.0.1:port (0: any free port); answers the port and how to stop. */
export async function serveSmtpSink(opts: {
  pool: Queryable;
  port: number;
  log: SinkLog;
  reject?: string;
}): Promise<{ port: number; close(): Promise<void> }> {
  const rejects = recipientRejecter(opts.reject ?? 'none');
  const pool = opts.pool;
  const record = groupedCommits<SinkRow>(
    (rows) =>
      insertValues(
        pool,
        'sink_messages',
        ['mail_from', 'rcpt_to', 'subject', 'html', 'text', 'message_id', 'raw'],
        rows.map((r) => [r.mailFrom, r.rcptTo, r.subject, r.html, r.text, r.messageId, r.raw]),
      ),
    200,
    SINK_COMMIT_LANES,
  );
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
          // The worker's usual mail is read directly, and kept as its header block beside its decoded text and HTML:
          // the encoded body again would double the bytes of each row for nothing any reader uses. Anything else is
          // read by mailparser (sink-parse.ts) and kept whole.
          const fast = parseSinkMessage(raw);
          const parsed = fast ?? (await readWithMailparser(raw));
          await record({
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            ...parsed,
            raw: (fast ? headerBlockOf(raw) : raw).toString('utf8'),
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
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
