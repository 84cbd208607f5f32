/**
 * What the analytics page draws (spec 3 sections 2.2, 9; SPEC-NOTES 9): the Summary tab's counters and rates against
 * their targets, and the Charts tab's five series per time bucket.
 */
import {
  ANALYTICS_RATE_TARGETS,
  analyticsRates,
  type AnalyticsAggregate,
  type AnalyticsCounts,
  type AnalyticsStat,
} from '@dc/contracts';
import { dateTimeFormat } from '../../../shared/lib/dates/format-date';

export const SERIES_KEYS = ['delivered', 'bounced', 'bounceSuppressions', 'spamSuppressions', 'flaggedAsSpam'] as const;
export type SeriesKey = (typeof SERIES_KEYS)[number];

export const seriesValue = (c: AnalyticsCounts, key: SeriesKey): number => {
  switch (key) {
    case 'delivered':
      return c.delivered.total;
    case 'bounced':
      return c.failed.bounce;
    case 'bounceSuppressions':
      return c.failed['suppress-bounce'];
    case 'spamSuppressions':
      return c.failed['suppress-complaint'];
    case 'flaggedAsSpam':
      return c.complained.total;
  }
};

/** Nothing was sent in the period: 'Not used in the given period'. */
export const notUsed = (t: AnalyticsCounts) =>
  t.accepted.total === 0 && SERIES_KEYS.every((k) => seriesValue(t, k) === 0);

export interface RateView {
  key: 'delivered' | 'spam' | 'bounce';
  percent: number;
  /** The target as written: '> 94%' or '< 0.08%'. */
  target: number;
  average: number;
  direction: 'above' | 'below';
  /** Against the target; 'noData' when nothing was sent (a 0% delivered rate is then no result, not a pass). */
  state: 'onTarget' | 'offTarget' | 'noData';
}

export function rateViews(totals: AnalyticsCounts): RateView[] {
  const rates = analyticsRates(totals);
  const { delivered, spam, bounce } = ANALYTICS_RATE_TARGETS;
  // With nothing sent the rates read 0 and say nothing (issue 22 defect 14: it showed a green 'On target').
  const idle = totals.accepted.total === 0;
  const state = (met: boolean): RateView['state'] => (idle ? 'noData' : met ? 'onTarget' : 'offTarget');
  return [
    {
      key: 'delivered',
      percent: rates.delivered,
      target: delivered.above,
      average: delivered.average,
      direction: 'above',
      state: state(rates.delivered > delivered.above),
    },
    {
      key: 'spam',
      percent: rates.spam,
      target: spam.below,
      average: spam.average,
      direction: 'below',
      state: state(rates.spam < spam.below),
    },
    {
      key: 'bounce',
      percent: rates.bounce,
      target: bounce.below,
      average: bounce.average,
      direction: 'below',
      state: state(rates.bounce < bounce.below),
    },
  ];
}

/** A percentage as shown: up to two decimals, no trailing zeros. */
export const formatPercent = (value: number) => `${Number(value.toFixed(2))}%`;

const LABEL_FORMAT: Record<AnalyticsAggregate, Intl.DateTimeFormatOptions> = {
  hour: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  day: { day: 'numeric', month: 'short' },
  month: { month: 'short', year: 'numeric' },
};

/** A bucket's label, in UTC like the buckets themselves. */
export const bucketLabel = (time: string, aggregate: AnalyticsAggregate, locale = 'en') =>
  dateTimeFormat(locale, { ...LABEL_FORMAT[aggregate], timeZone: 'UTC' }).format(new Date(time));

export function chartData(stats: readonly AnalyticsStat[], aggregate: AnalyticsAggregate, locale = 'en') {
  return {
    labels: stats.map((s) => bucketLabel(s.time, aggregate, locale)),
    series: SERIES_KEYS.map((key) => ({ key, data: stats.map((s) => seriesValue(s, key)) })),
  };
}
