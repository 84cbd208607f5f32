/**
 * A 50 MB spec is linted in a worker thread: meanwhile the event loop stays free (GET /healthz p99 under 100 ms,
 * measured as behaviour) and a second upload waits QUEUED, then runs. The big job is given 45 seconds here (it
 * needs minutes): the point is what happens while it runs; the benchmark lints it to the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { PETSTORE_WITH_PROBLEMS, linterClient } from './linter-test-kit.js';
import { generateOpenApiText } from './test-specs.js';

let demo: DemoServer;
let lint: ReturnType<typeof linterClient>;
let team: string;
beforeAll(async () => {
  demo = await startDemoServer({ LINT_WORKERS: '1', LINT_TIMEOUT_SECONDS: '45' });
  lint = linterClient(demo);
  team = demo.ids.platform;
});
afterAll(async () => demo?.server.stop());

async function healthLatencies(forMs: number, everyMs: number): Promise<number[]> {
  const latencies: number[] = [];
  const until = Date.now() + forMs;
  while (Date.now() < until) {
    const started = performance.now();
    const res = await fetch(`${demo.server.url}/healthz`);
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return latencies;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

describe('a 50 MB spec under lint', () => {
  it('keeps /healthz fast and queues a second upload instead of losing it', { timeout: 300_000 }, async () => {
    const text = generateOpenApiText(50_000_000);
    expect(text.length).toBeGreaterThan(49_000_000);
    const first = await lint.submit('staff', team, 'huge.yaml', text);
    const second = await lint.submit('staff', team, 'petstore.yaml', PETSTORE_WITH_PROBLEMS);
    expect(second.status).toBe('QUEUED');

    const running = await lint.running('staff', team, first.referenceId);
    expect(running.status).toBe('RUNNING');
    const latencies = await healthLatencies(15_000, 25);
    const p99 = percentile(latencies, 99);
    console.log(
      `healthz while linting 50 MB: n=${latencies.length} p50=${percentile(latencies, 50).toFixed(1)} ms p99=${p99.toFixed(1)} ms`,
    );
    expect(latencies.length).toBeGreaterThan(200);
    expect(p99).toBeLessThan(100);
    expect((await lint.job('staff', team, first.referenceId)).status).toBe('RUNNING');
    expect((await lint.job('staff', team, second.referenceId)).status).toBe('QUEUED');

    const big = await lint.finish('staff', team, first.referenceId, 120_000, 1000);
    expect(['SUCCEEDED', 'FAILED']).toContain(big.job.status);
    if (big.job.status === 'FAILED') expect(big.job.failure).toBe('timeout');
    const small = await lint.finish('staff', team, second.referenceId, 60_000);
    expect(small.job).toMatchObject({ status: 'SUCCEEDED', counts: { error: 1, warning: 8, info: 0, hint: 0 } });
  });
});
