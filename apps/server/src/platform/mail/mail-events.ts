/** SQL of delivery events and the suppression list (tables email_events, email_suppressions). */
import type { Queryable } from '../db/transaction.js';

export type EventType = 'accepted' | 'delivered' | 'failed';
export type FailureType = 'bounce' | 'suppress-bounce' | 'suppress-complaint' | 'complaint';
export type SuppressionReason = 'bounce' | 'complaint';

/** What every event of one mail shares. */
export interface MailFacts {
  mailId: string;
  templateId: string | null;
  sender: string;
  subject: string;
  messageId: string;
}

export interface RecipientEvent {
  recipient: string;
  eventType: EventType;
  failureType?: FailureType | null;
  reason?: string | null;
  code?: number | null;
}

export async function insertEvents(q: Queryable, mail: MailFacts, events: RecipientEvent[]): Promise<void> {
  await insertEventRows(
    q,
    events.map((e) => ({ ...mail, ...e })),
  );
}

/** Events of several mails in one statement (a bulk send's 'accepted' events, a worker batch's outcomes). */
export async function insertEventRows(q: Queryable, rows: (MailFacts & RecipientEvent)[]): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `INSERT INTO email_events (mail_id, event_type, recipient, template_id, sender, subject, message_id, failure_type,
                               reason, code)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[], $5::text[], $6::text[], $7::text[],
                          $8::text[], $9::text[], $10::int[])`,
    [
      rows.map((e) => e.mailId),
      rows.map((e) => e.eventType),
      rows.map((e) => e.recipient.toLowerCase()),
      rows.map((e) => e.templateId),
      rows.map((e) => e.sender),
      rows.map((e) => e.subject),
      rows.map((e) => e.messageId),
      rows.map((e) => e.failureType ?? null),
      rows.map((e) => e.reason ?? null),
      rows.map((e) => e.code ?? null),
    ],
  );
}

/** The suppressed ones among the addresses, with why (lower-cased keys). */
export async function suppressedAmong(q: Queryable, addresses: string[]): Promise<Map<string, SuppressionReason>> {
  const { rows } = await q.query<{ address: string; reason: SuppressionReason }>(
    'SELECT address, reason FROM email_suppressions WHERE address = ANY($1::text[])',
    [addresses.map((a) => a.toLowerCase())],
  );
  return new Map(rows.map((r) => [r.address, r.reason]));
}

/** Puts an address on the suppression list; a complaint outranks an earlier bounce. */
export async function suppress(
  q: Queryable,
  address: string,
  reason: SuppressionReason,
  code: number | null,
  detail: string | null,
): Promise<void> {
  await q.query(
    `INSERT INTO email_suppressions (address, reason, code, detail) VALUES ($1, $2, $3, $4)
     ON CONFLICT (address) DO UPDATE SET reason = EXCLUDED.reason, code = EXCLUDED.code, detail = EXCLUDED.detail
      WHERE EXCLUDED.reason = 'complaint'`,
    [address.toLowerCase(), reason, code, detail],
  );
}

/** The mail a Message-ID belongs to, with what its events need. */
export async function findMailByMessageId(q: Queryable, messageId: string) {
  const { rows } = await q.query<{
    id: string;
    to: string[];
    subject: string;
    templateId: string | null;
    fromAddress: string | null;
  }>(
    `SELECT id, to_addresses AS "to", subject, template_id AS "templateId", from_address AS "fromAddress"
       FROM mail_messages WHERE message_id = $1`,
    [messageId],
  );
  return rows[0];
}

/** True when this recipient already complained about this message (a second report records nothing). */
export async function hasComplaint(q: Queryable, messageId: string, recipient: string): Promise<boolean> {
  const { rowCount } = await q.query(
    `SELECT 1 FROM email_events WHERE message_id = $1 AND recipient = $2 AND failure_type = 'complaint'`,
    [messageId, recipient.toLowerCase()],
  );
  return (rowCount ?? 0) > 0;
}
