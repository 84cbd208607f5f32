/**
 * Helpers of the e-mail benchmark (bench/email.ts): the template it renders and sends (2 locales, 5 variables), the
 * seed of N email_events rows over a period, and the exact SQL of the stats query (for EXPLAIN ANALYZE).
 */
import type { AnalyticsAggregate, CreateTemplateBody, TemplateLocaleContent } from '@dc/contracts';
import type pg from 'pg';
import { randomUUID } from 'node:crypto';
import { templateStats } from '../apps/server/src/modules/email/email.repository.js';
import { createTemplateRenderer } from '../apps/server/src/modules/templates/template-renderer.js';
import type { Queryable } from '../apps/server/src/platform/db/transaction.js';

export const BENCH_VARIABLES = ['name', 'api', 'plan', 'renewal_date', 'url'];

/** A realistic transactional mail: header, salutation, five content lines with a link and a button, in en and de. */
export const BENCH_TEMPLATE: CreateTemplateBody = {
  name: 'Subscription renewal reminder',
  sender_name: 'API Management',
  variables: BENCH_VARIABLES,
  locales: {
    en: {
      subject: 'Your {{api}} subscription renews on {{renewal_date}}',
      header: 'Subscription renewal',
      subheader: '{{api}}, {{plan}} plan',
      salutation: 'Hello {{name}},',
      content: [
        'Your subscription to {{api}} on the {{plan}} plan renews on {{renewal_date}}.',
        'Nothing needs to be done: your applications keep their credentials and quotas.',
        'To change the plan or cancel, open the subscription before the renewal date.',
        'Read the [pricing and plans guide]({{url}}) for what each plan includes.',
        '[[Manage the subscription]]({{url}})',
      ],
      signoff: 'Kind regards,',
      sender: 'API Management',
    },
    de: {
      subject: 'Ihr Abonnement von {{api}} verlängert sich am {{renewal_date}}',
      header: 'Verlängerung des Abonnements',
      subheader: '{{api}}, Tarif {{plan}}',
      salutation: 'Hallo {{name}},',
      content: [
        'Ihr Abonnement von {{api}} im Tarif {{plan}} verlängert sich am {{renewal_date}}.',
        'Sie müssen nichts tun: Ihre Anwendungen behalten ihre Zugangsdaten und Kontingente.',
        'Um den Tarif zu wechseln oder zu kündigen, öffnen Sie das Abonnement vor dem Verlängerungsdatum.',
        'Lesen Sie die [Übersicht der Tarife]({{url}}), um zu sehen, was jeder Tarif enthält.',
        '[[Abonnement verwalten]]({{url}})',
      ],
      signoff: 'Viele Grüße',
      sender: 'API Management',
    },
  },
  consumer_applications: [],
  metadata: { team: '', primary_contact: '' },
};

/**
 * The mail a send of the bench template makes (its first values, in English), rendered by the product's renderer:
 * the queue drain queues it as it is, so the drain measures the worker delivering a stored mail (a template send
 * now leaves the rendering to the worker, and its rows hold no HTML to copy).
 */
export async function benchTemplateMail(): Promise<{ subject: string; html: string; text: string }> {
  const row = {
    id: randomUUID(),
    updatedAt: new Date(),
    locales: BENCH_TEMPLATE.locales as Record<string, TemplateLocaleContent>,
    variables: BENCH_VARIABLES,
  };
  return createTemplateRenderer().render(row, 'en', valuesOf(0));
}

const APIS = ['Fleet Telematics', 'Crane Positioning', 'Concrete Orders', 'Weather Data', 'Site Survey'];
const PLANS = ['Basic', 'Standard', 'Premium'];

/** The values of the i-th mail (every mail different, as in a real batch). */
export const valuesOf = (i: number): Record<string, string> => ({
  name: `Reader ${i}`,
  api: APIS[i % APIS.length],
  plan: PLANS[i % PLANS.length],
  renewal_date: `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
  url: `https://console.example.com/subscriptions/${i}?tab=plan&ref=mail`,
});

/**
 * n events of one template, evenly spaced in time order from `from` to now (as they arrive): per 1000, 500 accepted,
 * 470 delivered, 20 bounced, 5 suppress-bounce, 3 suppress-complaint and 2 complaints (failed events carry a reason).
 */
export async function seedEmailEvents(pool: pg.Pool, templateId: string, n: number, from: Date): Promise<void> {
  await pool.query(
    `INSERT INTO email_events (mail_id, event_type, recipient, template_id, sender, subject, message_id, failure_type,
                               reason, code, occurred_at)
     SELECT gen_random_uuid(),
            CASE WHEN k < 500 THEN 'accepted' WHEN k < 970 THEN 'delivered' ELSE 'failed' END,
            'reader' || (i % 20000) || '@example.com', $1::uuid, 'no-reply@developer-console.local',
            'Your subscription renews soon', '<bench-' || (i / 2) || '@developer-console.local>',
            CASE WHEN k < 970 THEN NULL WHEN k < 990 THEN 'bounce' WHEN k < 995 THEN 'suppress-bounce'
                 WHEN k < 998 THEN 'suppress-complaint' ELSE 'complaint' END,
            CASE WHEN k < 970 THEN NULL WHEN k < 990 THEN '550 5.1.1 Mailbox does not exist'
                 WHEN k < 998 THEN 'Not delivering to a suppressed address' ELSE 'Reported as spam' END,
            CASE WHEN k >= 970 AND k < 990 THEN 550 END,
            $3::timestamptz + (now() - $3::timestamptz) * ((i - 0.5) / $2::int)
       FROM generate_series(1, $2::int) AS i, LATERAL (SELECT (i::bigint * 7919) % 1000 AS k) x`,
    [templateId, n, from],
  );
  await pool.query('ANALYZE email_events');
}

/** The SQL and values templateStats sends (captured, not run), so PostgreSQL can explain exactly that statement. */
export async function statsStatement(templateId: string, aggregate: AnalyticsAggregate, start: Date) {
  let captured: { text: string; values: unknown[] } | undefined;
  const recorder = {
    query: async (text: string, values: unknown[]) => {
      captured = { text, values };
      return { rows: [] };
    },
  } as unknown as Queryable;
  await templateStats(recorder, templateId, aggregate, start);
  return captured!;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const BENCH_SINK = `FROM sink_messages WHERE rcpt_to[1] LIKE '%@bench.example.com'`;
/**
 * With SMTP_URL the mails go to that relay (a local Postfix, README) and never reach the embedded sink: a mail has
 * then arrived when the relay answered 250 and the worker recorded it SENT (by the (status, created_at) index: the
 * round's mails are created after its mark).
 */
export const RELAY_URL = process.env.SMTP_URL;
/** The bench server's settings for the mail path: the relay when one is given, the worker's concurrency if set. */
export const mailBenchEnv = (): Record<string, string> => ({
  ...(RELAY_URL ? { SMTP_URL: RELAY_URL } : {}),
  ...(process.env.MAIL_CONCURRENCY ? { MAIL_CONCURRENCY: process.env.MAIL_CONCURRENCY } : {}),
});
/** Where the end-to-end clock stops, for the figures' labels. */
export const ARRIVAL = RELAY_URL ? `the relay at ${new URL(RELAY_URL).host} (250, recorded SENT)` : 'sink_messages';

/**
 * A mark in the arrivals: the bench messages recorded so far and the database's clock. sinkReached counts only the
 * rows after it (by the received_at index), so polling costs PostgreSQL the round's rows, not the whole table: the
 * count of every bench row, 50 times a second, was the costliest statement of a drain after the inserts.
 */
export async function sinkCount(pool: pg.Pool): Promise<{ n: number; at: Date }> {
  const { rows } = await pool.query<{ n: number; at: Date }>(
    RELAY_URL
      ? `SELECT 0 AS n, clock_timestamp() AS at`
      : `SELECT count(*)::int AS n, clock_timestamp() AS at ${BENCH_SINK}`,
  );
  return rows[0];
}

/** Waits until n more bench messages arrived after the mark (or the deadline passes): performance.now() then, or null. */
export async function sinkReached(
  pool: pg.Pool,
  mark: { n: number; at: Date },
  n: number,
  deadlineMs: number,
): Promise<number | null> {
  const arrived = RELAY_URL
    ? `SELECT count(*)::int AS n FROM mail_messages WHERE status = 'SENT' AND created_at >= $1`
    : `SELECT count(*)::int AS n ${BENCH_SINK} AND received_at >= $1`;
  // Polled every 20 ms near the end only: until then it waits as long as the mails still missing take at 1,000 a
  // second (faster than any path here, so the clock never stops late). Each poll counts the round's rows so far, and
  // polling every 20 ms from the start cost PostgreSQL ~0.25 ms per mail of a 2,000-mail round, beside ~1 ms of the
  // pipeline's own.
  for (const end = Date.now() + deadlineMs; Date.now() < end;) {
    const { rows } = await pool.query<{ n: number }>(arrived, [mark.at]);
    if (rows[0].n >= n) return performance.now();
    await sleep(Math.max(20, n - rows[0].n));
  }
  return null;
}

/** Waits (at most 30 s) until no mail is queued: the demo world's own history has gone out. */
export async function mailQueueIdle(pool: pg.Pool): Promise<void> {
  for (const end = Date.now() + 30_000; Date.now() < end; await sleep(100)) {
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_messages WHERE status = 'QUEUED'`,
    );
    if (rows[0].n === 0) return;
  }
}

/** Milliseconds between consecutive sink arrivals of the last n bench messages (the worker's pace per mail). */
export async function sinkGaps(pool: pg.Pool, n: number): Promise<number[]> {
  const { rows } = await pool.query<{ ms: number }>(
    `SELECT extract(epoch FROM received_at - lag(received_at) OVER (ORDER BY received_at))::float8 * 1000 AS ms
       FROM (SELECT received_at ${BENCH_SINK} ORDER BY received_at DESC LIMIT $1) x`,
    [n],
  );
  return rows.map((r) => r.ms).filter((ms) => ms != null);
}

/**
 * The statement /stats ran before the hour counts (a scan of the template's raw events, grouped by month): run in the
 * same bench as the answer from aggregates, so both figures come from one machine state.
 */
export const RAW_SCAN_STATS = `
  SELECT date_trunc('month', occurred_at AT TIME ZONE 'UTC') AS b,
         count(*) FILTER (WHERE event_type = 'delivered')::int AS delivered,
         count(*) FILTER (WHERE event_type = 'accepted')::int AS accepted,
         count(*) FILTER (WHERE failure_type = 'bounce')::int AS bounce,
         count(*) FILTER (WHERE failure_type = 'suppress-bounce')::int AS suppress_bounce,
         count(*) FILTER (WHERE failure_type = 'suppress-complaint')::int AS suppress_complaint,
         count(*) FILTER (WHERE failure_type = 'complaint')::int AS complained
    FROM email_events
   WHERE template_id = $1 AND occurred_at >= $2
   GROUP BY 1`;
