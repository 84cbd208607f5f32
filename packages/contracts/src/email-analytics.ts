/**
 * E-mail analytics (spec 3 sections 2.2, 3 "Analytics response", 9; SPEC-NOTES 9): GET /api/email/stats query and
 * response, the durations and their periods, and the Summary tab's rates and targets.
 */
import { z } from 'zod';

/** Analytics durations (spec 3 section 9), default 12m; 6m and 12m are drawn as bars. */
export const ANALYTICS_DURATIONS = [
  { value: '1d', label: 'Today' },
  { value: '2d', label: 'Yesterday' },
  { value: '3d', label: '3 days' },
  { value: '7d', label: '7 days' },
  { value: '14d', label: '14 days' },
  { value: '30d', label: '30 days' },
  { value: '90d', label: '3 months' },
  { value: '6m', label: '6 months' },
  { value: '12m', label: '1 year' },
] as const;
export type AnalyticsDuration = (typeof ANALYTICS_DURATIONS)[number]['value'];
export const analyticsDurationSchema = z.enum(
  ANALYTICS_DURATIONS.map((d) => d.value) as [AnalyticsDuration, ...AnalyticsDuration[]],
);
export const DEFAULT_ANALYTICS_DURATION: AnalyticsDuration = '12m';
export const isBarDuration = (d: AnalyticsDuration) => d === '6m' || d === '12m';

/** Bucket size of the stats list. */
export const ANALYTICS_AGGREGATES = ['hour', 'day', 'month'] as const;
export const analyticsAggregateSchema = z.enum(ANALYTICS_AGGREGATES);
export type AnalyticsAggregate = z.infer<typeof analyticsAggregateSchema>;
/** The default bucket: hours for 1d and 2d, months for 6m and 12m, days otherwise. */
export const defaultAggregate = (d: AnalyticsDuration): AnalyticsAggregate =>
  d === '1d' || d === '2d' ? 'hour' : isBarDuration(d) ? 'month' : 'day';

/**
 * The period of a duration, in UTC: Nd starts at midnight N-1 days before today (1d = today), Nm at the first of
 * the month N-1 months back; it ends now.
 */
export function analyticsPeriodStart(d: AnalyticsDuration, now: Date): Date {
  const n = Number.parseInt(d, 10) - 1;
  if (d.endsWith('m')) return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1));
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - n));
}

export const emailStatsQuery = z.object({
  template_id: z.string().uuid(),
  duration: analyticsDurationSchema.default(DEFAULT_ANALYTICS_DURATION),
  aggregate: analyticsAggregateSchema.optional(),
});
export type EmailStatsQuery = z.input<typeof emailStatsQuery>;

const count = z.number().int();
export const analyticsCountsSchema = z.object({
  delivered: z.object({ total: count }),
  accepted: z.object({ total: count }),
  failed: z.object({ bounce: count, 'suppress-bounce': count, 'suppress-complaint': count }),
  complained: z.object({ total: count }),
});
export type AnalyticsCounts = z.infer<typeof analyticsCountsSchema>;
/** One time bucket; `time` is the bucket's start (ISO 8601, UTC). Every bucket of the period is listed. */
export const analyticsStatSchema = analyticsCountsSchema.extend({ time: z.string() });
export type AnalyticsStat = z.infer<typeof analyticsStatSchema>;
export const analyticsResponseSchema = z.object({
  template_id: z.string().uuid(),
  duration: analyticsDurationSchema,
  aggregate: analyticsAggregateSchema,
  start: z.string(),
  end: z.string(),
  stats: z.array(analyticsStatSchema),
  /** The sum over the period (the Summary tab's counters). */
  totals: analyticsCountsSchema,
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

/** Rate targets of the Summary tab (SPEC-NOTES 9: section 9's first reading), in percent. */
export const ANALYTICS_RATE_TARGETS = {
  delivered: { above: 94, average: 96 },
  spam: { below: 0.08, average: 0.02 },
  bounce: { below: 6, average: 3 },
} as const;

/** Percentage helper (spec 3 section 9): 0 when the value is missing or the total is 0 or less. */
export const percentage = (value: number | null | undefined, total: number | null | undefined) =>
  value == null || total == null || total <= 0 ? 0 : (value / total) * 100;

/**
 * The Summary tab's rates: delivered against accepted; spam flags and bounces against the delivered total
 * (spec 3 section 9).
 */
export function analyticsRates(t: AnalyticsCounts) {
  return {
    delivered: percentage(t.delivered.total, t.accepted.total),
    spam: percentage(t.complained.total, t.delivered.total),
    bounce: percentage(t.failed.bounce, t.delivered.total),
  };
}
