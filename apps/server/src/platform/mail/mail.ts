/**
 * Sending mail is a queued job: the message is recorded and enqueued in one transaction, and a worker
 * delivers it over SMTP with retries and backoff. A failed send is retried and ends FAILED, never dropped.
 */
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../db/pool.js';
import { inTransaction, type JobWithMetadata, type Queue } from '../queue/queue.js';
import { mailMessages } from './mail.schema.js';

export const MAIL_QUEUE = 'mail-send';

export interface OutgoingMail {
  to: string[];
  subject: string;
  html?: string;
  text?: string;
  headers?: Record<string, string>;
}

export interface MailService {
  /** Records and enqueues a mail; returns its id. */
  send(mail: OutgoingMail): Promise<string>;
  /** True when the SMTP server answers. */
  verify(): Promise<boolean>;
  close(): Promise<void>;
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
}): Promise<MailService> {
  const MAIL_RETRY = { retryLimit: 8, retryDelay: opts.retryDelay, retryBackoff: true } as const;
  const transport: Transporter = nodemailer.createTransport(opts.smtpUrl, { from: opts.from });
  await opts.queue.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...MAIL_RETRY });

  if (opts.work) {
    await opts.queue.work<{ id: string }>(
      MAIL_QUEUE,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1 },
      async (jobs: JobWithMetadata<{ id: string }>[]) => {
        for (const job of jobs) await deliver(job);
      },
    );
  }

  async function deliver(job: JobWithMetadata<{ id: string }>) {
    const [msg] = await opts.db.select().from(mailMessages).where(eq(mailMessages.id, job.data.id));
    if (!msg || msg.status === 'SENT') return; // idempotent: a redelivered job sends nothing twice
    try {
      const info = await transport.sendMail({
        to: msg.toAddresses,
        subject: msg.subject,
        html: msg.html ?? undefined,
        text: msg.text ?? undefined,
        headers: msg.headers ?? undefined,
      });
      await opts.db
        .update(mailMessages)
        .set({ status: 'SENT', sentAt: new Date(), attempts: msg.attempts + 1, providerMessageId: info.messageId })
        .where(eq(mailMessages.id, msg.id));
    } catch (err) {
      const last = job.retryCount >= job.retryLimit;
      await opts.db
        .update(mailMessages)
        .set({ status: last ? 'FAILED' : 'QUEUED', attempts: msg.attempts + 1, lastError: String((err as Error).message).slice(0, 500) })
        .where(eq(mailMessages.id, msg.id));
      opts.log.warn({ mailId: msg.id, attempt: msg.attempts + 1, final: last }, 'mail delivery failed');
      throw err;
    }
  }

  return {
    async send(mail) {
      const client = await opts.pool.connect();
      try {
        await client.query('BEGIN');
        const { rows } = await client.query<{ id: string }>(
          `INSERT INTO mail_messages (to_addresses, subject, html, text, headers)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [mail.to, mail.subject, mail.html ?? null, mail.text ?? null, mail.headers ?? null],
        );
        const id = rows[0].id;
        await opts.queue.send(MAIL_QUEUE, { id }, { ...MAIL_RETRY, db: inTransaction(client) });
        await client.query('COMMIT');
        return id;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
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
      transport.close();
    },
  };
}
