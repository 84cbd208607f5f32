import { describe, expect, it } from 'vitest';
import type { LintJob } from '@dc/contracts';
import { getLintJobQueryOptions } from './get-lint-job';

type Interval = (query: { state: { data?: Partial<LintJob>; dataUpdateCount: number } }) => number | false;

const intervalOf = (pollsFrom = 0) =>
  getLintJobQueryOptions('team', 'ref', pollsFrom).refetchInterval as unknown as Interval;

describe('lint job polling', () => {
  it('polls every 2000 ms while QUEUED or RUNNING, for the first answer and up to 20 retries', () => {
    const interval = intervalOf();
    expect(interval({ state: { data: { status: 'QUEUED' }, dataUpdateCount: 1 } })).toBe(2000);
    expect(interval({ state: { data: { status: 'RUNNING' }, dataUpdateCount: 20 } })).toBe(2000);
    expect(interval({ state: { data: { status: 'RUNNING' }, dataUpdateCount: 21 } })).toBe(false);
  });

  it('stops once the job has ended', () => {
    const interval = intervalOf();
    expect(interval({ state: { data: { status: 'SUCCEEDED' }, dataUpdateCount: 2 } })).toBe(false);
    expect(interval({ state: { data: { status: 'FAILED' }, dataUpdateCount: 2 } })).toBe(false);
  });

  it('starts a new round of 20 after "Check again"', () => {
    expect(intervalOf(21)({ state: { data: { status: 'RUNNING' }, dataUpdateCount: 30 } })).toBe(2000);
    expect(intervalOf(21)({ state: { data: { status: 'RUNNING' }, dataUpdateCount: 42 } })).toBe(false);
  });
});
