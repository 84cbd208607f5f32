/**
 * A big spec is linted in a worker thread: meanwhile the API keeps answering and a second upload waits QUEUED, then
 * runs. The big job gets a short LINT_TIMEOUT_SECONDS here (linting it to the end takes far longer): the point is what
 * happens while it runs. Latency figures while linting (GET /healthz p50/p99) are printed by
 * `npm run bench -- --only linter`, never asserted here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { PETSTORE_WITH_PROBLEMS, linterClient } from './linter-test-kit.js';
import { generateOpenApiText } from './test-specs.js';

let demo: DemoServer;
let lint: ReturnType<typeof linterClient>;
let team: string;
beforeAll(async () => {
  demo = await startDemoServer({ LINT_WORKERS: '1', LINT_TIMEOUT_SECONDS: '8', LINT_PREWARM: 'true' });
  lint = linterClient(demo);
  team = demo.ids.platform;
});
afterAll(async () => demo?.server.stop());

/** Calls /healthz `count` times in a row; every answer must be 200 while the worker is busy. */
async function healthAnswers(count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${demo.server.url}/healthz`);
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return statuses;
}

describe('a big spec under lint', () => {
  it('keeps /healthz answering and queues a second upload instead of losing it', { timeout: 120_000 }, async () => {
    const text = generateOpenApiText(10_000_000);
    expect(text.length).toBeGreaterThan(9_000_000);
    const first = await lint.submit('staff', team, 'huge.yaml', text);
    const second = await lint.submit('staff', team, 'petstore.yaml', PETSTORE_WITH_PROBLEMS);
    expect(second.status).toBe('QUEUED');

    const running = await lint.running('staff', team, first.referenceId);
    expect(running.status).toBe('RUNNING');
    const statuses = await healthAnswers(50);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect((await lint.job('staff', team, first.referenceId)).status).toBe('RUNNING');
    expect((await lint.job('staff', team, second.referenceId)).status).toBe('QUEUED');

    const big = await lint.finish('staff', team, first.referenceId, 60_000, 500);
    expect(['SUCCEEDED', 'FAILED']).toContain(big.job.status);
    if (big.job.status === 'FAILED') expect(big.job.failure).toBe('timeout');
    const small = await lint.finish('staff', team, second.referenceId, 60_000);
    expect(small.job).toMatchObject({ status: 'SUCCEEDED', counts: { error: 1, warning: 8, info: 0, hint: 0 } });
  });
});
