/**
 * Sending mail is a queued job: the message is recorded and enqueued in one transaction (with an 'accepted' event
 * per recipient), and a worker delivers it over SMTP with retries and backoff. Every outcome is recorded per
 * recipient (mail-delivery.ts): delivered, bounced (5xx: the address is then suppressed), suppressed (never sent),
 * or given up after the last retry. A mail is never silently dropped.
 */
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../db/pool.js';
import { withTransaction } from '../db/transaction.js';
import { inTransaction, type JobWithMetadata, type Queue } from '../queue/queue.js';
import { groupedCommits } from './grouped-commits.js';
import { createDelivery } from './mail-delivery.js';
import { findMailByMessageId, hasComplaint, insertEventRows, insertEvents, suppress } from './mail-events.js';
import { addressOf, oneLine } from './mail-outcome.js';
import { MAIL_QUEUE, retryLater } from './mail-retry.js';
import { createMailSources, type MailSource, type SourceRenderer } from './mail-sources.js';
import { rawSenderOf, type RawSender } from './raw-send.js';
import { pipelinedPool } from './smtp-pipelining.js';
import { insertValues } from './values-insert.js';

export { MAIL_QUEUE } from './mail-retry.js';
/**
 * Jobs fetched per batch, per send in flight: a batch is read and recorded in a few statements whatever its size, so
 * a larger one costs the database less per mail while SMTP still sees at most MAIL_CONCURRENCY sends at once.
 */
const FETCH_PER_SEND = 4;
/** Mails one pooled SMTP connection sends before it is closed and opened again (`?maxMessages=` overrides). */
const MESSAGES_PER_CONNECTION = 1000;
/** Batches being delivered at once per instance (see the worker below). */
const FETCH_LOOPS = 2;
const MESSAGE_COLUMNS = [
  'id',
  'to_addresses',
  'subject',
  'html',
  'text',
  'headers',
  'message_id',
  'from_name',
  'from_address',
  'reply_to',
  'template_id',
  'source_id',
  'source_values',
] as const;

export interface OutgoingMail {
  to: string[];
  subject: string;
  html?: string;
  text?: string;
  headers?: Record<string, string>;
  /** Sender override: display name and address (default: the configured MAIL_FROM). */
  from?: { name: string; address: string };
  replyTo?: string;
  /** The template it was rendered from, for analytics. */
  templateId?: string | null;
  /**
   * Instead of html and text: rendered by the worker from this source with these values (mail-sources.ts), by the
   * renderer registered for the source's kind.
   */
  body?: { source: MailSource; values: Record<string, string> };
}

export interface QueuedMail {
  id: string;
  /** The Message-ID header the mail and all its events carry. */
  messageId: string;
  to: string[];
}

export interface MailService {
  /** Records and enqueues a mail; returns its id. */
  send(mail: OutgoingMail): Promise<string>;
  /** Records and enqueues several mails in one transaction (the caller's, when a client in one is given). */
  sendAll(mails: OutgoingMail[], client?: pg.PoolClient): Promise<QueuedMail[]>;
  /**
   * A recipient reported the mail as spam (a feedback-loop report): records a complaint and suppresses the
   * address. False when the message or recipient is unknown.
   */
  reportComplaint(messageId: string, recipient: string): Promise<boolean>;
  /** Registers the renderer of mails whose body is a source of this kind (see OutgoingMail.body). */
  renderWith(kind: string, render: SourceRenderer): void;
  /** True when the SMTP server answers. */
  verify(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Pooled SMTP connections, reused from mail to mail instead of a connect, greeting and TLS handshake per mail: as many
 * as mails in flight (nodemailer reconnects when the relay has closed one). `?pool=false` in SMTP_URL opts out, and
 * `?maxConnections=` there caps them for a relay that limits connections per client.
 */
function pooled(smtpUrl: string, connections: number): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', String(connections));
  // nodemailer's default closes a connection after 100 mails and opens another (connect, greeting, EHLO): a
  // reconnect per 100 mails per connection under load, for no gain with a relay that keeps sessions open.
  if (!url.searchParams.has('maxMessages')) url.searchParams.set('maxMessages', String(MESSAGES_PER_CONNECTION));
  return url.toString();
}

export async function createMailService(opts: {
  pool: pg.Pool;
  db: Db;
  queue: Queue;
  smtpUrl: string;
  from: string;
  log: Logger;
  work: boolean;
  retryDelay: number;
  /** Mails one instance delivers at once (jobs fetched together, one SMTP connection each). */
  concurrency: number;
}): Promise<MailService> {
  const MAIL_RETRY = { retryLimit: 8, retryDelay: opts.retryDelay, retryBackoff: true } as const;
  const transport: Transporter = nodemailer.createTransport(pooled(opts.smtpUrl, opts.concurrency), {
    from: opts.from,
  });
  const defaultSender = addressOf(opts.from);
  const sources = createMailSources(opts.pool);
  await opts.queue.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...MAIL_RETRY });
  // Wire-form mails over pipelined sessions when the relay allows them (smtp-pipelining.ts), else nodemailer's pool.
  const viaTransport: RawSender =
    rawSenderOf(transport) ?? ((envelope, _messageId, raw) => transport.sendMail({ envelope, raw }));
  const pipelined = pipelinedPool(opts.smtpUrl, {
    connections: opts.concurrency,
    messagesPerConnection: MESSAGES_PER_CONNECTION,
    fallback: viaTransport,
  });
  const deliver = createDelivery({
    sendRaw: pipelined?.send ?? viaTransport,
    pool: opts.pool,
    transport,
    defaultSender,
    defaultFrom: opts.from,
    log: opts.log,
    concurrency: opts.concurrency,
    sources,
  });

  // The fetch loops of this instance (pg-boss worker ids). An idle loop polls every second; it is woken instead when
  // this instance queues mail, and when another loop fetched a full batch (more may be waiting): a burst of sends used
  // to wait up to a second for the first fetch, and the second loop slept through the first batch of a burst.
  const loops: string[] = [];
  const wakeLoops = () => {
    for (const id of loops) opts.queue.notifyWorker(id);
  };
  if (opts.work) {
    // Two fetch loops: while one batch is being recorded, completed and refetched (database round trips), the other's
    // mails are on the wire, so the SMTP connections are not idle between batches. The sends of both share the
    // delivery's limit of MAIL_CONCURRENCY.
    for (let loop = 0; loop < FETCH_LOOPS; loop++) {
      // Read by the handler, which may run before work() has returned the id.
      let workerId: string | undefined = undefined;
      const batchSize = opts.concurrency * FETCH_PER_SEND;
      workerId = await opts.queue.work<{ id: string }>(
        MAIL_QUEUE,
        { includeMetadata: true, batchSize, pollingIntervalSeconds: 1 },
        async (jobs: JobWithMetadata<{ id: string }>[]) => {
          if (jobs.length === batchSize) wakeLoops();
          // The batch's mails go out side by side and are recorded together; those that failed for now go back to
          // the queue on their own (retryLater), and pg-boss completes the jobs still active.
          const failures = await deliver(
            jobs.map((job) => ({ mailId: job.data.id, lastAttempt: job.retryCount >= job.retryLimit })),
          );
          await retryLater(opts.queue, opts.pool, opts.log, { ...MAIL_RETRY, jobs, failures });
          // After a batch, look for the next mails at once rather than after the polling interval: a burst of mail
          // (a test send to many, the demo history) goes out at SMTP speed, not one batch per second.
          if (workerId) opts.queue.notifyWorker(workerId);
        },
      );
      loops.push(workerId);
    }
  }

  type EnqueueRow = { id: string; mail: OutgoingMail; sender: string; subject: string; messageId: string };

  /**
   * Mails in three statements whatever their number (messages, 'accepted' events, jobs; a message statement per 500
   * mails), so a bulk send costs about what one mail does: ids are made here, so the rows of each statement line up
   * without relying on the order of RETURNING.
   */
  async function enqueue(client: pg.PoolClient, rows: EnqueueRow[]) {
    const stored = await sources.store(
      client,
      rows.flatMap(({ mail }) => (mail.body ? [mail.body.source] : [])),
    );
    await insertValues(
      client,
      'mail_messages',
      MESSAGE_COLUMNS,
      rows.map(({ id, mail, sender, subject, messageId }) => [
        id,
        mail.to,
        subject,
        mail.html ?? null,
        mail.text ?? null,
        mail.headers ? JSON.stringify(mail.headers) : null,
        messageId,
        mail.from ? oneLine(mail.from.name) : null,
        mail.from ? sender : null,
        mail.replyTo ? oneLine(mail.replyTo) : null,
        mail.templateId ?? null,
        mail.body ? stored.ids.get(mail.body.source.key) : null,
        mail.body ? JSON.stringify(mail.body.values) : null,
      ]),
    );
    await insertEventRows(
      client,
      rows.flatMap(({ id, mail, sender, subject, messageId }) =>
        mail.to.map((recipient) => ({
          mailId: id,
          templateId: mail.templateId ?? null,
          sender,
          subject,
          messageId,
          recipient,
          eventType: 'accepted' as const,
        })),
      ),
    );
    await opts.queue.insert(
      rows.map(({ id }) => ({ name: MAIL_QUEUE, data: { id }, ...MAIL_RETRY })),
      { db: inTransaction(client) },
    );
    return stored;
  }

  /**
   * Sends made side by side (concurrent POST /send requests) share a transaction: each is answered once its own mails
   * are committed, as before, but a burst of them commits a few times instead of once a request. A send the database
   * refuses still fails alone (groupedCommits retries each of a failed group by itself).
   */
  const enqueueGrouped = groupedCommits<EnqueueRow[]>(async (calls) => {
    sources.committed(await withTransaction(opts.pool, (client) => enqueue(client, calls.flat())));
    wakeLoops();
  }, 50);

  async function sendAll(mails: OutgoingMail[], inClient?: pg.PoolClient): Promise<QueuedMail[]> {
    if (mails.length === 0) return [];
    const rows = mails.map((mail): EnqueueRow => {
      const sender = mail.from ? addressOf(mail.from.address) : defaultSender;
      return {
        id: randomUUID(),
        mail,
        sender,
        subject: oneLine(mail.subject),
        messageId: `<${randomUUID()}@${sender.split('@')[1] ?? 'localhost'}>`,
      };
    });
    // In the caller's transaction when it gives one (its own writes commit with the mails; the loops find them at their
    // next poll, as this cannot know when that commits), else grouped.
    if (inClient) await enqueue(inClient, rows);
    else await enqueueGrouped(rows);
    return rows.map(({ id, messageId, mail }) => ({ id, messageId, to: mail.to }));
  }

  return {
    async send(mail) {
      return (await sendAll([mail]))[0].id;
    },
    sendAll,
    renderWith: sources.renderWith,
    async reportComplaint(messageId, recipient) {
      return withTransaction(opts.pool, async (client) => {
        const mail = await findMailByMessageId(client, messageId);
        const address = recipient.toLowerCase();
        if (!mail || !mail.to.some((t) => t.toLowerCase() === address)) return false;
        if (await hasComplaint(client, messageId, address)) return true;
        const facts = {
          mailId: mail.id,
          templateId: mail.templateId,
          sender: mail.fromAddress ?? defaultSender,
          subject: mail.subject,
          messageId,
        };
        await insertEvents(client, facts, [
          { recipient: address, eventType: 'failed', failureType: 'complaint', reason: 'Reported as spam' },
        ]);
        await suppress(client, address, 'complaint', null, 'Reported as spam');
        return true;
      });
    },
    async verify() {
      try {
        return await transport.verify();
      } catch {
        return false;
      }
    },
    async close() {
      await opts.queue.offWork(MAIL_QUEUE).catch(() => undefined);
      pipelined?.close();
      transport.close();
    },
  };
}
