/**
 * One delivery attempt of a queued mail. Recipients that already have their outcome are skipped (so a retry after
 * a partial success sends nothing twice); suppressed addresses never reach SMTP; every outcome is recorded with the
 * mail's status in one transaction. Transient failures are thrown so the queue retries them.
 */
import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../db/pool.js';
import { withTransaction } from '../db/transaction.js';
import { insertEvents, suppress, suppressedAmong, type MailFacts, type RecipientEvent } from './mail-events.js';
import { isRefusal, outcomesOfError, outcomesOfSent, type RecipientOutcome } from './mail-outcome.js';
import { mailMessages } from './mail.schema.js';

type MailRow = typeof mailMessages.$inferSelect;

async function settledRecipients(pool: pg.Pool, mailId: string): Promise<Set<string>> {
  const { rows } = await pool.query<{ recipient: string }>(
    `SELECT DISTINCT recipient FROM email_events WHERE mail_id = $1 AND event_type IN ('delivered', 'failed')`,
    [mailId],
  );
  return new Set(rows.map((r) => r.recipient));
}

function finalStatus(events: RecipientEvent[], before: Set<string>, hadDelivery: boolean): string {
  if (hadDelivery || events.some((e) => e.eventType === 'delivered')) return 'SENT';
  if (events.some((e) => e.failureType === 'bounce')) return 'BOUNCED';
  if (before.size === 0 && events.every((e) => e.failureType?.startsWith('suppress-'))) return 'SUPPRESSED';
  return 'FAILED';
}

export function createDelivery(opts: {
  pool: pg.Pool;
  db: Db;
  transport: Transporter;
  defaultSender: string;
  /** MAIL_FROM as configured ("Name <address>"): the From of every mail without a sender of its own. */
  defaultFrom: string;
  log: Logger;
}) {
  async function attempt(msg: MailRow, recipients: string[]): Promise<RecipientOutcome[]> {
    try {
      // Always an explicit From and envelope sender: a `from: undefined` key hides the transport's default, and the
      // mail then left with no From header and `MAIL FROM:<>`, which real relays reject or junk (issue 22).
      const from = msg.fromAddress ? { name: msg.fromName ?? '', address: msg.fromAddress } : opts.defaultFrom;
      const info = await opts.transport.sendMail({
        from,
        envelope: { from: msg.fromAddress ?? opts.defaultSender, to: recipients },
        replyTo: msg.replyTo ?? undefined,
        to: recipients,
        subject: msg.subject,
        html: msg.html ?? undefined,
        text: msg.text ?? undefined,
        headers: msg.headers ?? undefined,
        messageId: msg.messageId ?? undefined,
      });
      return outcomesOfSent(recipients, info);
    } catch (err) {
      return outcomesOfError(recipients, err as Parameters<typeof outcomesOfError>[1]);
    }
  }

  return async function deliver(mailId: string, lastAttempt: boolean): Promise<void> {
    const [msg] = await opts.db.select().from(mailMessages).where(eq(mailMessages.id, mailId));
    if (!msg || msg.status !== 'QUEUED') return; // idempotent: a redelivered job sends nothing twice
    const facts: MailFacts = {
      mailId: msg.id,
      templateId: msg.templateId,
      sender: msg.fromAddress ?? opts.defaultSender,
      subject: msg.subject,
      messageId: msg.messageId ?? msg.id,
    };
    const settled = await settledRecipients(opts.pool, msg.id);
    const pending = msg.toAddresses.filter((a) => !settled.has(a.toLowerCase()));
    const suppressed = await suppressedAmong(opts.pool, pending);
    const events: RecipientEvent[] = [...suppressed].map(([recipient, why]) => ({
      recipient,
      eventType: 'failed',
      failureType: why === 'complaint' ? 'suppress-complaint' : 'suppress-bounce',
      reason: `Not delivering to a previously ${why === 'complaint' ? 'complained' : 'bounced'} address`,
    }));
    const toSend = pending.filter((a) => !suppressed.has(a.toLowerCase()));
    const outcomes = toSend.length ? await attempt(msg, toSend) : [];
    const transient = outcomes.filter(isRefusal('transient'));
    const bounced = outcomes.filter(isRefusal('bounced'));
    for (const o of outcomes) {
      if (o.kind === 'delivered') events.push({ recipient: o.recipient, eventType: 'delivered' });
      else if (o.kind === 'bounced')
        events.push({
          recipient: o.recipient,
          eventType: 'failed',
          failureType: 'bounce',
          code: o.code,
          reason: o.reason,
        });
      else if (lastAttempt)
        events.push({ recipient: o.recipient, eventType: 'failed', failureType: null, code: o.code, reason: o.reason });
    }
    const retry = transient.length > 0 && !lastAttempt;
    const hadDelivery = settled.size > 0 && (await hadDelivered(opts.pool, msg.id));
    await withTransaction(opts.pool, async (client) => {
      await insertEvents(client, facts, events);
      for (const o of bounced) await suppress(client, o.recipient, 'bounce', o.code, o.reason);
      await client.query(
        `UPDATE mail_messages SET status = $2, attempts = attempts + $3, last_error = coalesce($4, last_error),
                sent_at = CASE WHEN $2 = 'SENT' AND sent_at IS NULL THEN now() ELSE sent_at END,
                provider_message_id = coalesce(provider_message_id, $5)
          WHERE id = $1`,
        [
          msg.id,
          retry ? 'QUEUED' : finalStatus(events, settled, hadDelivery),
          toSend.length ? 1 : 0,
          transient[0]?.reason ?? bounced[0]?.reason ?? null,
          outcomes.some((o) => o.kind === 'delivered') ? msg.messageId : null,
        ],
      );
    });
    if (transient.length) {
      opts.log.warn({ mailId: msg.id, attempt: msg.attempts + 1, final: lastAttempt }, 'mail delivery failed');
      // Thrown so that the queue retries (or records the job as failed after the last attempt).
      throw new Error(transient[0].reason);
    }
  };
}

async function hadDelivered(pool: pg.Pool, mailId: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    `SELECT 1 FROM email_events WHERE mail_id = $1 AND event_type = 'delivered' LIMIT 1`,
    [mailId],
  );
  return (rowCount ?? 0) > 0;
}
