/**
 * One delivery attempt of each queued mail of a batch. Recipients that already have their outcome are skipped (so a
 * retry after a partial success sends nothing twice); suppressed addresses never reach SMTP; every outcome of the
 * batch is recorded with the mails' statuses in one transaction. Transient failures are answered per job so the queue
 * retries them.
 */
import type { Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import type pg from 'pg';
import type { Logger } from 'pino';
import { withTransaction } from '../db/transaction.js';
import { composeMime } from './mail-mime.js';
import type { MailSources } from './mail-sources.js';
import { rawSenderOf, type RawSender } from './raw-send.js';
import { insertEventRows, suppress, suppressedAmong, type MailFacts, type RecipientEvent } from './mail-events.js';
import { isRefusal, outcomesOfError, outcomesOfSent, type RecipientOutcome, type Refusal } from './mail-outcome.js';
import type { mailMessages } from './mail.schema.js';

type MailRow = typeof mailMessages.$inferSelect;

export interface DeliveryJob {
  mailId: string;
  /** The queue's last try: a transient failure is then recorded as failed for good. */
  lastAttempt: boolean;
}

function finalStatus(events: RecipientEvent[], before: Set<string>, hadDelivery: boolean): string {
  if (hadDelivery || events.some((e) => e.eventType === 'delivered')) return 'SENT';
  if (events.some((e) => e.failureType === 'bounce')) return 'BOUNCED';
  if (before.size === 0 && events.every((e) => e.failureType?.startsWith('suppress-'))) return 'SUPPRESSED';
  return 'FAILED';
}

export function createDelivery(opts: {
  pool: pg.Pool;
  transport: Transporter;
  defaultSender: string;
  /** MAIL_FROM as configured ("Name <address>"): the From of every mail without a sender of its own. */
  defaultFrom: string;
  log: Logger;
  /** SMTP sends in flight at once (MAIL_CONCURRENCY), whatever the number of batches being delivered. */
  concurrency: number;
  /** Renders the mails stored as a source and values (mail-sources.ts). */
  sources: MailSources;
  /** Sends wire-form mails (smtp-pipelining.ts); by default over the transport's own pool (raw-send.ts). */
  sendRaw?: RawSender;
}) {
  // Shared by every batch in flight (mail.ts runs more than one), so SMTP sees at most `concurrency` sends at once.
  const inFlight = limiter(opts.concurrency);
  const [parsedFrom] = addressparser(opts.defaultFrom, { flatten: true });
  const defaultFrom = { name: parsedFrom?.name ?? '', address: parsedFrom?.address ?? opts.defaultSender };
  // Wire-form mails go to the transport's SMTP pool directly (raw-send.ts), past nodemailer's mailer.
  const sendRaw = opts.sendRaw ?? rawSenderOf(opts.transport);

  async function attempt(msg: MailRow, recipients: string[]): Promise<RecipientOutcome[]> {
    try {
      // Always an explicit From and envelope sender: a `from: undefined` key hides the transport's default, and the
      // mail then left with no From header and `MAIL FROM:<>`, which real relays reject or junk (issue 22).
      const from = msg.fromAddress ? { name: msg.fromName ?? '', address: msg.fromAddress } : opts.defaultFrom;
      const envelope = { from: msg.fromAddress ?? opts.defaultSender, to: recipients };
      // The usual mail is written here in one buffer (mail-mime.ts); anything else by nodemailer's composer.
      const raw = composeMime({
        from: typeof from === 'string' ? defaultFrom : from,
        to: recipients,
        replyTo: msg.replyTo,
        subject: msg.subject,
        html: msg.html,
        text: msg.text,
        messageId: msg.messageId,
        headers: msg.headers,
      });
      const info = raw
        ? await (sendRaw ? sendRaw(envelope, msg.messageId ?? '', raw) : opts.transport.sendMail({ envelope, raw }))
        : await opts.transport.sendMail({
            from,
            envelope,
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

  /**
   * The HTML and text of the batch's mails stored as a source and values, rendered into their rows; answers why, for
   * the mails that could not be rendered now.
   */
  async function renderBodies(msgs: MailRow[]): Promise<Map<string, string>> {
    const todo = msgs.filter((m) => m.sourceId && m.html == null && m.text == null);
    const failed = new Map<string, string>();
    if (todo.length === 0) return failed;
    const bodies = await opts.sources.render(
      todo.map((m) => ({ sourceId: m.sourceId!, values: m.sourceValues ?? {} })),
    );
    for (const [i, m] of todo.entries()) {
      const body = bodies[i];
      if (!(body instanceof Error)) Object.assign(m, body);
      else {
        opts.log.warn({ err: body, mailId: m.id }, 'mail could not be rendered');
        failed.set(m.id, `Could not render the mail: ${body.message}`.slice(0, 500));
      }
    }
    return failed;
  }

  /** Each mail's recipients that already have their outcome, and whether any of them was delivered. */
  async function settledOf(msgs: MailRow[]): Promise<Map<string, { recipients: Set<string>; delivered: boolean }>> {
    // By message_id, which is indexed (mail_id is not), and one Message-ID belongs to one mail.
    const { rows } = await opts.pool.query<{ mail_id: string; recipient: string; delivered: boolean }>(
      `SELECT mail_id, recipient, bool_or(event_type = 'delivered') AS delivered FROM email_events
        WHERE message_id = ANY($1::text[]) AND mail_id = ANY($2::uuid[]) AND event_type IN ('delivered', 'failed')
        GROUP BY mail_id, recipient`,
      [msgs.map((m) => m.messageId ?? m.id), msgs.map((m) => m.id)],
    );
    const settled = new Map(msgs.map((m) => [m.id, { recipients: new Set<string>(), delivered: false }]));
    for (const r of rows) {
      const s = settled.get(r.mail_id)!;
      s.recipients.add(r.recipient);
      s.delivered ||= r.delivered;
    }
    return settled;
  }

  /**
   * One attempt for each mail of a batch, in a few statements whatever its size: the mails, their settled recipients
   * and the suppressed addresses read together, the sends side by side (at most `concurrency` at once across all
   * batches), and every outcome recorded in one transaction. Answers, per job, the reason of a transient failure (to be retried by the
   * queue) or undefined.
   */
  return async function deliverBatch(jobs: DeliveryJob[]): Promise<(string | undefined)[]> {
    // Plain SQL: the ORM's select builder and row mapping were a visible part of a batch's CPU (issue 24).
    const { rows: msgs } = await opts.pool.query<MailRow>(
      `SELECT id, to_addresses AS "toAddresses", subject, html, text, headers, status, attempts,
              last_error AS "lastError", provider_message_id AS "providerMessageId", message_id AS "messageId",
              from_name AS "fromName", from_address AS "fromAddress", reply_to AS "replyTo",
              template_id AS "templateId", created_at AS "createdAt", sent_at AS "sentAt",
              source_id AS "sourceId", source_values AS "sourceValues"
         FROM mail_messages WHERE id = ANY($1::uuid[]) AND status = 'QUEUED'`,
      [jobs.map((j) => j.mailId)],
    );
    if (msgs.length === 0) return jobs.map(() => undefined); // idempotent: a redelivered job sends nothing twice
    const unrendered = await renderBodies(msgs);
    const lastAttempt = new Map(jobs.map((j) => [j.mailId, j.lastAttempt]));
    const settled = await settledOf(msgs);
    const pendingOf = (m: MailRow) => m.toAddresses.filter((a) => !settled.get(m.id)!.recipients.has(a.toLowerCase()));
    const suppressed = await suppressedAmong(opts.pool, [...new Set(msgs.flatMap(pendingOf))]);
    const sends = await Promise.all(
      msgs.map(async (msg) => {
        const pending = pendingOf(msg);
        const toSend = pending.filter((a) => !suppressed.has(a.toLowerCase()));
        const why = unrendered.get(msg.id);
        // A mail that could not be rendered (its source unreadable for now) is tried again later, like a refusal.
        const outcomes: RecipientOutcome[] = why
          ? toSend.map((recipient) => ({ recipient, kind: 'transient', code: null, reason: why }))
          : toSend.length
            ? await inFlight(() => attempt(msg, toSend))
            : [];
        return { msg, pending, toSend, outcomes };
      }),
    );
    const rows: (MailFacts & RecipientEvent)[] = [];
    const bounces: Refusal[] = [];
    const updates: { id: string; status: string; attempts: number; error: string | null; provider: string | null }[] =
      [];
    const transientOf = new Map<string, string>();
    for (const { msg, pending, toSend, outcomes } of sends) {
      const last = lastAttempt.get(msg.id) ?? false;
      const facts: MailFacts = {
        mailId: msg.id,
        templateId: msg.templateId,
        sender: msg.fromAddress ?? opts.defaultSender,
        subject: msg.subject,
        messageId: msg.messageId ?? msg.id,
      };
      const events: RecipientEvent[] = [];
      for (const address of pending) {
        const why = suppressed.get(address.toLowerCase());
        if (!why) continue;
        events.push({
          recipient: address,
          eventType: 'failed',
          failureType: why === 'complaint' ? 'suppress-complaint' : 'suppress-bounce',
          reason: `Not delivering to a previously ${why === 'complaint' ? 'complained' : 'bounced'} address`,
        });
      }
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
        else if (last)
          events.push({
            recipient: o.recipient,
            eventType: 'failed',
            failureType: null,
            code: o.code,
            reason: o.reason,
          });
      }
      const retry = transient.length > 0 && !last;
      const before = settled.get(msg.id)!;
      rows.push(...events.map((e) => ({ ...facts, ...e })));
      bounces.push(...bounced);
      updates.push({
        id: msg.id,
        status: retry ? 'QUEUED' : finalStatus(events, before.recipients, before.delivered),
        attempts: toSend.length ? 1 : 0,
        error: transient[0]?.reason ?? bounced[0]?.reason ?? null,
        provider: outcomes.some((o) => o.kind === 'delivered') ? msg.messageId : null,
      });
      if (transient.length) {
        opts.log.warn({ mailId: msg.id, attempt: msg.attempts + 1, final: last }, 'mail delivery failed');
        transientOf.set(msg.id, transient[0].reason);
      }
    }
    await withTransaction(opts.pool, async (client) => {
      await insertEventRows(client, rows);
      for (const o of bounces) await suppress(client, o.recipient, 'bounce', o.code, o.reason);
      await client.query(
        `UPDATE mail_messages m
            SET status = u.status, attempts = m.attempts + u.attempts, last_error = coalesce(u.error, m.last_error),
                sent_at = CASE WHEN u.status = 'SENT' AND m.sent_at IS NULL THEN now() ELSE m.sent_at END,
                provider_message_id = coalesce(m.provider_message_id, u.provider)
           FROM unnest($1::uuid[], $2::text[], $3::int[], $4::text[], $5::text[]) AS u(id, status, attempts, error, provider)
          WHERE m.id = u.id`,
        [
          updates.map((u) => u.id),
          updates.map((u) => u.status),
          updates.map((u) => u.attempts),
          updates.map((u) => u.error),
          updates.map((u) => u.provider),
        ],
      );
    });
    // A transient failure is answered so that the queue retries that job alone (or records it as failed after the
    // last attempt).
    return jobs.map((j) => transientOf.get(j.mailId));
  };
}

/** Runs the functions it is given at most `limit` at once, the rest waiting in their order of arrival. */
export function limiter(limit: number): <R>(fn: () => Promise<R>) => Promise<R> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (fn) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await fn();
    } finally {
      // The slot passes straight to the next waiting send (running stays counted), or is freed.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
