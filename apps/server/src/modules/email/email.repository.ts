/** SQL of the e-mail service: delivery events (written by platform/mail), stats, feedback limits, used captchas. */
import type { AnalyticsAggregate, AnalyticsCounts, EmailEvent } from '@dc/contracts';
import type { Queryable } from '../../platform/db/transaction.js';

/**
 * Delivered and failed events to a recipient since a time, newest first: the console's own mails, the product's
 * templates (feedback) and the team's templates; never another team's.
 */
export async function findRecipientEvents(
  q: Queryable,
  recipient: string,
  teamId: string,
  since: Date,
  limit: number,
): Promise<EmailEvent[]> {
  const { rows } = await q.query<EmailEvent>(
    `SELECT extract(epoch FROM e.occurred_at)::float8 AS "timestamp", e.event_type, e.recipient,
            e.template_id::text AS template_id, e.sender, e.subject AS message_subject, e.message_id,
            e.failure_type, e.reason
       FROM email_events e LEFT JOIN templates t ON t.id = e.template_id
      WHERE e.recipient = $1 AND e.occurred_at >= $3 AND e.event_type IN ('delivered', 'failed')
        AND (e.template_id IS NULL OR t.team_id = $2 OR t.system_key IS NOT NULL)
      ORDER BY e.occurred_at DESC, e.id
      LIMIT $4`,
    [recipient, teamId, since, limit],
  );
  return rows;
}

interface StatRow {
  time: Date;
  delivered: number;
  accepted: number;
  bounce: number;
  suppressBounce: number;
  suppressComplaint: number;
  complained: number;
}

/**
 * Counts per UTC bucket (hour, day or month) from start to now; every bucket is listed, empty ones as zeros. Read
 * from the hour counts the email_events trigger keeps (at most 24 rows a day), never from a scan of raw events; start
 * is always the start of a UTC day, so whole hours add up to exactly the period.
 */
export async function templateStats(
  q: Queryable,
  templateId: string,
  aggregate: AnalyticsAggregate,
  start: Date,
): Promise<Array<AnalyticsCounts & { time: string }>> {
  const { rows } = await q.query<StatRow>(
    `WITH counts AS (
       SELECT date_trunc($2, hour AT TIME ZONE 'UTC') AS b,
              sum(delivered)::int AS delivered, sum(accepted)::int AS accepted, sum(bounce)::int AS bounce,
              sum(suppress_bounce)::int AS suppress_bounce, sum(suppress_complaint)::int AS suppress_complaint,
              sum(complained)::int AS complained
         FROM email_event_counts
        WHERE template_id = $1 AND hour >= $3
        GROUP BY 1
     ), buckets AS (
       SELECT generate_series(date_trunc($2, $3::timestamptz AT TIME ZONE 'UTC'),
                              date_trunc($2, now() AT TIME ZONE 'UTC'), ('1 ' || $2)::interval) AS b
     )
     SELECT buckets.b AT TIME ZONE 'UTC' AS time,
            coalesce(delivered, 0) AS delivered, coalesce(accepted, 0) AS accepted, coalesce(bounce, 0) AS bounce,
            coalesce(suppress_bounce, 0) AS "suppressBounce", coalesce(suppress_complaint, 0) AS "suppressComplaint",
            coalesce(complained, 0) AS complained
       FROM buckets LEFT JOIN counts USING (b)
      ORDER BY buckets.b`,
    [templateId, aggregate, start],
  );
  return rows.map((r) => ({
    time: r.time.toISOString(),
    delivered: { total: r.delivered },
    accepted: { total: r.accepted },
    failed: { bounce: r.bounce, 'suppress-bounce': r.suppressBounce, 'suppress-complaint': r.suppressComplaint },
    complained: { total: r.complained },
  }));
}

/** Serialises one user's feedback sends (the cooldown check and the insert) until the transaction ends. */
export async function lockFeedbackOf(q: Queryable, userId: string): Promise<void> {
  await q.query(`SELECT pg_advisory_xact_lock(hashtext('feedback:' || $1))`, [userId]);
}

/** Seconds since the user's last feedback (null: none yet). */
export async function secondsSinceLastFeedback(q: Queryable, userId: string): Promise<number | null> {
  const { rows } = await q.query<{ s: number | null }>(
    `SELECT extract(epoch FROM now() - max(created_at))::float8 AS s FROM feedback_sends WHERE user_id = $1`,
    [userId],
  );
  return rows[0]?.s ?? null;
}

/** Feedback sends from a client address within the last hour, and the age of the oldest of them in seconds. */
export async function feedbackFromAddress(q: Queryable, clientIp: string) {
  const { rows } = await q.query<{ n: number; oldest: number | null }>(
    `SELECT count(*)::int AS n, extract(epoch FROM now() - min(created_at))::float8 AS oldest
       FROM feedback_sends WHERE client_ip = $1 AND created_at > now() - interval '1 hour'`,
    [clientIp],
  );
  return rows[0];
}

/** Records a send; rows older than any limit looks back (cooldowns are at most a day) are cleared on the way. */
export async function insertFeedbackSend(q: Queryable, userId: string, clientIp: string): Promise<void> {
  await q.query(`DELETE FROM feedback_sends WHERE created_at < now() - interval '2 days'`);
  await q.query('INSERT INTO feedback_sends (user_id, client_ip) VALUES ($1, $2)', [userId, clientIp]);
}

/**
 * Marks a solved captcha used; false when it was used before. Marks are cleared an hour after they expire, not at
 * once: a solution verified just before its expiry must still find its mark when it is replayed a moment later.
 */
export async function useCaptcha(q: Queryable, signature: string, expiresAt: Date): Promise<boolean> {
  await q.query(`DELETE FROM captcha_uses WHERE expires_at < now() - interval '1 hour'`);
  const { rowCount } = await q.query(
    'INSERT INTO captcha_uses (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING',
    [signature, expiresAt],
  );
  return (rowCount ?? 0) > 0;
}
