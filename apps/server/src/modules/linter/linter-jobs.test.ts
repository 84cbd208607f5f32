/** Lint jobs under their limits: memory and time end FAILED with a reason; a restart runs an unfinished job again. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../../demo/world.js';
import type { TestServer } from '../../test/harness.js';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { signIn } from '../../test/oidc-flow.js';
import { linterClient } from './linter-test-kit.js';
import { generateOpenApiText } from './test-specs.js';

let demo: DemoServer;
let lint: ReturnType<typeof linterClient>;
let team: string;
const big = generateOpenApiText(8_000_000);
// Linted in well over the 5 s limit on any machine (~15 s of CPU on a quiet one); 8 MB took under 5 s there.
const slow = () => generateOpenApiText(30_000_000);
// Each test waits up to 120 s for its job (lint.finish): the suite's 30 s default cut them short on a busy machine.
const FINISH_WAIT_MS = 150_000;

beforeAll(async () => {
  demo = await startDemoServer({ LINT_MAX_MEMORY_MB: '64', LINT_TIMEOUT_SECONDS: '600', LINT_PREWARM: 'true' });
  lint = linterClient(demo);
  team = demo.ids.platform;
});
afterAll(async () => demo?.server.stop());

/** The same demo world on a restarted server (a new port, so a new issuer: sign in again) with changed settings. */
async function restart(changes: Record<string, string>) {
  const server: TestServer = await demo.server.restart(changes);
  const email = DEMO_USERS.find((u) => u.key === 'staff')!.email;
  const token = signIn(server, email, DEMO_PASSWORD).then((s) => s.idToken);
  demo = { ...demo, server, tokenOf: () => token };
  lint = linterClient(demo);
}

describe('lint job limits', () => {
  it(
    'ends FAILED with a reason when the worker needs more memory than LINT_MAX_MEMORY_MB',
    async () => {
      const { referenceId } = await lint.submit('staff', team, 'big.yaml', big);
      const { job } = await lint.finish('staff', team, referenceId, 120_000);
      expect(job).toMatchObject({ status: 'FAILED', failure: 'memory', results: null });
      expect(job.reason).toContain('64 MB');
      expect((await fetch(`${demo.server.url}/healthz`)).status).toBe(200);
    },
    FINISH_WAIT_MS,
  );

  it(
    'ends FAILED with a reason when the job runs longer than LINT_TIMEOUT_SECONDS',
    async () => {
      await restart({ LINT_MAX_MEMORY_MB: '4096', LINT_TIMEOUT_SECONDS: '5' });
      const { referenceId } = await lint.submit('staff', team, 'slow.yaml', slow());
      const started = Date.now();
      const { job } = await lint.finish('staff', team, referenceId, 120_000);
      expect(job).toMatchObject({ status: 'FAILED', failure: 'timeout' });
      expect(job.reason).toContain('5 seconds');
      expect(Date.now() - started).toBeLessThan(60_000);
    },
    FINISH_WAIT_MS,
  );

  it(
    'runs a job again after a restart cut it short, and it ends SUCCEEDED',
    async () => {
      await restart({ LINT_MAX_MEMORY_MB: '4096', LINT_TIMEOUT_SECONDS: '600' });
      const { referenceId } = await lint.submit('staff', team, 'big.yaml', generateOpenApiText(3_000_000));
      const running = await lint.running('staff', team, referenceId);
      expect(running.status).toBe('RUNNING');
      await restart({});
      const { job } = await lint.finish('staff', team, referenceId, 180_000);
      expect(job.status).toBe('SUCCEEDED');
      expect(job.counts!.warning).toBeGreaterThan(0);
      const { rows } = await demo.server.platform.pool.query<{ attempts: number }>(
        'SELECT attempts FROM lint_jobs WHERE id = $1',
        [referenceId],
      );
      expect(rows[0].attempts).toBeGreaterThanOrEqual(2);
    },
    2 * FINISH_WAIT_MS,
  );
});
