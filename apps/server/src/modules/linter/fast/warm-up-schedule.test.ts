/**
 * The warm-up schedule: documents one at a time, none while a job waits, the costly ones only after a long idle
 * time counted from the start or the last job; and the worker's real order puts the AsyncAPI documents last and late.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lateWarmUp, warmUpDocuments } from './warm-up.js';
import { scheduleWarmUp } from './warm-up-schedule.js';

/** A schedule over named documents whose lints take `lintMs` each; `linted` lists them as they finish. */
function schedule(names: string[], lintMs = 50) {
  const linted: string[] = [];
  const started: string[] = [];
  const warming = scheduleWarmUp({
    documents: names,
    late: (n) => n.startsWith('late'),
    lateIdleMs: 1000,
    now: () => Date.now(),
    lint: async (n) => {
      started.push(n);
      await new Promise((r) => setTimeout(r, lintMs));
      linted.push(n);
    },
  });
  return { warming, linted, started };
}

describe('warm-up schedule', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('lints the early documents at once, one at a time, and the late ones after the idle time', async () => {
    const { linted, started } = schedule(['a', 'b', 'late1', 'late2']);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(120);
    expect(linted).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(700);
    expect(started).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(200);
    expect(started).toEqual(['a', 'b', 'late1']);
    // Still idle since the start: the next late one follows at once.
    await vi.advanceTimersByTimeAsync(200);
    expect(linted).toEqual(['a', 'b', 'late1', 'late2']);
  });

  it('starts nothing while a job waits, and counts the idle time from the last job', async () => {
    const { warming, linted, started } = schedule(['a', 'b', 'late1']);
    warming.jobArrived();
    await vi.advanceTimersByTimeAsync(500);
    expect(started).toEqual([]);
    warming.jobDone();
    await vi.advanceTimersByTimeAsync(10);
    // A job arrives while 'a' is linted: 'a' finishes, 'b' waits for the job.
    warming.jobArrived();
    await vi.advanceTimersByTimeAsync(2000);
    expect(linted).toEqual(['a']);
    warming.jobDone();
    await vi.advanceTimersByTimeAsync(100);
    expect(linted).toEqual(['a', 'b']);
    // 'late1' waits for 1000 ms after the last job, not after the start.
    await vi.advanceTimersByTimeAsync(850);
    expect(started).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toEqual(['a', 'b', 'late1']);
  });

  it('a job arriving while a late document waits for its turn cancels the wait', async () => {
    const { warming, started } = schedule(['late1']);
    await vi.advanceTimersByTimeAsync(900);
    warming.jobArrived();
    await vi.advanceTimersByTimeAsync(5000);
    expect(started).toEqual([]);
    warming.jobDone();
    await vi.advanceTimersByTimeAsync(999);
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(2);
    expect(started).toEqual(['late1']);
  });

  it("the worker's documents: OpenAPI first, the AsyncAPI ones last and late", () => {
    const docs = warmUpDocuments();
    expect(docs.map(([name]) => name)).toEqual([
      'openapi-3.0.json',
      'openapi-3.1.json',
      'openapi-2.0.json',
      'openapi-3.1.yaml',
      'asyncapi-2.json',
      'asyncapi-3.json',
    ]);
    expect(docs.map(lateWarmUp)).toEqual([false, false, false, false, true, true]);
  });
});
