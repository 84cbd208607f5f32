/**
 * A year of mail history for the published demo templates, laid down as the delivery events it would have left
 * (accepted, then delivered or bounced, now and then a spam report), so the analytics of every duration differ:
 * each past day of the last year has mail, today only the demo's real sends. One statement: demo load stays fast.
 */
import { randomUUID } from 'node:crypto';
import type { Platform } from '../platform/platform.js';

const DAY_MS = 86_400_000;
/** Days back from today (UTC), 1 = yesterday: the 12-month period starts at most 365 days ago. */
export const HISTORY_DAYS = 364;

export interface HistoryMail {
  at: Date;
  recipient: string;
  outcome: 'delivered' | 'bounce' | 'complaint';
}

export interface TemplateHistoryPlan {
  /** Mails on the day `daysAgo` days before today; 0 for none. */
  perDay(daysAgo: number): number;
  bounces(daysAgo: number, i: number): boolean;
  complains(daysAgo: number, i: number): boolean;
  recipients: string[];
  subject: string;
}

/** Welcome mails every day, more in recent months; some bounce, a few are reported as spam. */
export const WELCOME_HISTORY: TemplateHistoryPlan = {
  perDay: (d) => 1 + ((d * 7) % 4) + (d <= 90 ? 2 : 0),
  bounces: (d, i) => i === 0 && d % 13 === 0,
  complains: (d, i) => i === 1 && d % 59 === 0,
  recipients: Array.from({ length: 40 }, (_, i) => `developer${i + 1}@customer.example.com`),
  subject: 'Welcome to the platform, Developer',
};

/** Approval mails on most days, now and then a bounce. */
export const APPROVED_HISTORY: TemplateHistoryPlan = {
  perDay: (d) => (d % 5 === 4 ? 0 : 1 + (d % 2)),
  bounces: (d, i) => i === 0 && d % 31 === 0,
  complains: () => false,
  recipients: Array.from({ length: 12 }, (_, i) => `integrator${i + 1}@partner.example.com`),
  subject: 'Your subscription to Fleet Telematics is approved',
};

/** The plan's mails, oldest first, at office hours of their UTC day. */
export function historyMails(plan: TemplateHistoryPlan, now: Date): HistoryMail[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const mails: HistoryMail[] = [];
  for (let d = HISTORY_DAYS; d >= 1; d--) {
    for (let i = 0; i < plan.perDay(d); i++) {
      const at = new Date(today - d * DAY_MS + (8 * 60 + i * 97 + (d % 50)) * 60_000);
      const recipient = plan.recipients[(d * 3 + i) % plan.recipients.length];
      const outcome = plan.bounces(d, i) ? 'bounce' : plan.complains(d, i) ? 'complaint' : 'delivered';
      mails.push({ at, recipient, outcome });
    }
  }
  return mails;
}

interface EventRow {
  mailId: string;
  type: string;
  recipient: string;
  failure: string | null;
  reason: string | null;
  code: number | null;
  messageId: string;
  at: Date;
}

function eventsOf(m: HistoryMail, domain: string): EventRow[] {
  const base = { mailId: randomUUID(), recipient: m.recipient, messageId: `<${randomUUID()}@${domain}>` };
  const after = (s: number) => new Date(m.at.getTime() + s * 1000);
  const accepted = { ...base, type: 'accepted', failure: null, reason: null, code: null, at: m.at };
  if (m.outcome === 'bounce') {
    const reason = `550 5.1.1 <${m.recipient}>: Recipient address rejected: User unknown`;
    return [accepted, { ...base, type: 'failed', failure: 'bounce', reason, code: 550, at: after(3) }];
  }
  const delivered = { ...base, type: 'delivered', failure: null, reason: null, code: null, at: after(2) };
  if (m.outcome === 'delivered') return [accepted, delivered];
  const complaint = { ...base, type: 'failed', failure: 'complaint', reason: 'Reported as spam', code: null };
  return [accepted, delivered, { ...complaint, at: after(3600) }];
}

/** Writes a template's history; the sender is the one its real demo sends used. */
export async function loadTemplateHistory(
  platform: Platform,
  templateId: string,
  plan: TemplateHistoryPlan,
): Promise<number> {
  const { rows } = await platform.pool.query<{ sender: string }>(
    'SELECT sender FROM email_events WHERE template_id = $1 LIMIT 1',
    [templateId],
  );
  const sender = rows[0]?.sender ?? 'no-reply@developer-console.local';
  const events = historyMails(plan, new Date()).flatMap((m) => eventsOf(m, sender.split('@')[1] ?? 'localhost'));
  await platform.pool.query(
    `INSERT INTO email_events (mail_id, event_type, recipient, template_id, sender, subject, message_id, failure_type,
                               reason, code, occurred_at)
     SELECT e.mail_id, e.event_type, e.recipient, $1, $2, $3, e.message_id, e.failure_type, e.reason, e.code, e.at
       FROM unnest($4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[], $10::text[],
                   $11::timestamptz[]) AS e(mail_id, event_type, recipient, failure_type, reason, code, message_id, at)`,
    [
      templateId,
      sender,
      plan.subject,
      events.map((e) => e.mailId),
      events.map((e) => e.type),
      events.map((e) => e.recipient),
      events.map((e) => e.failure),
      events.map((e) => e.reason),
      events.map((e) => e.code),
      events.map((e) => e.messageId),
      events.map((e) => e.at),
    ],
  );
  return events.length;
}
