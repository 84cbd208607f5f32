import { describe, expect, it } from 'vitest';
import type { AnalyticsCounts } from '@dc/contracts';
import { bucketLabel, chartData, formatPercent, notUsed, rateViews } from './analytics-view';

const counts = (accepted: number, delivered: number, bounce = 0, complained = 0): AnalyticsCounts => ({
  accepted: { total: accepted },
  delivered: { total: delivered },
  failed: { bounce, 'suppress-bounce': 0, 'suppress-complaint': 0 },
  complained: { total: complained },
});

describe('analytics view', () => {
  it('reads 0 percent when nothing was sent', () => {
    const views = rateViews(counts(0, 0));
    expect(views.map((v) => v.percent)).toEqual([0, 0, 0]);
    expect(notUsed(counts(0, 0))).toBe(true);
  });

  it('says "No data" instead of "On target" when nothing was sent (issue 22 defect 14)', () => {
    expect(rateViews(counts(0, 0)).map((v) => v.state)).toEqual(['noData', 'noData', 'noData']);
  });

  it('checks the rates against the targets (delivered > 94%, spam < 0.08%, bounce < 6%)', () => {
    const good = rateViews(counts(100, 97, 3, 0));
    expect(good.map((v) => [v.key, v.state])).toEqual([
      ['delivered', 'onTarget'],
      ['spam', 'onTarget'],
      ['bounce', 'onTarget'],
    ]);
    const bad = rateViews(counts(100, 50, 10, 1));
    expect(bad.map((v) => v.state)).toEqual(['offTarget', 'offTarget', 'offTarget']);
    expect(bad[0].target).toBe(94);
    expect(bad[1].target).toBe(0.08);
    expect(bad[2].target).toBe(6);
  });

  it('formats percentages and bucket labels in UTC', () => {
    expect(formatPercent(50)).toBe('50%');
    expect(formatPercent(1 / 3)).toBe('0.33%');
    expect(bucketLabel('2026-03-01T00:00:00.000Z', 'month')).toBe('Mar 2026');
    expect(bucketLabel('2026-03-01T13:00:00.000Z', 'hour')).toBe('13:00');
  });

  it('lists the five series per bucket', () => {
    const stat = { ...counts(2, 1, 1), time: '2026-03-01T00:00:00.000Z' };
    const data = chartData([stat], 'day');
    expect(data.series.map((s) => [s.key, s.data])).toEqual([
      ['delivered', [1]],
      ['bounced', [1]],
      ['bounceSuppressions', [0]],
      ['spamSuppressions', [0]],
      ['flaggedAsSpam', [0]],
    ]);
  });
});
