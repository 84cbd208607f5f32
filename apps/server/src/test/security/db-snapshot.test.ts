/**
 * The security tests' baseline waits for background work; the hourly IoT retention job, created by the clock at minute
 * 17 and picked up within a minute, must not count as such (the likely cause of "the database never settled" in
 * hostile-input.test.ts on CI of stop 28, whose server layer ran at about that minute).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRUNE_QUEUE } from '../../modules/iot/ingest/retention.js';
import { startTestServer, type TestServer } from '../harness.js';
import { watchDatabase } from './db-snapshot.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

describe('settling the database before a security test', () => {
  it("a due job of the scheduled retention queue is not the tests' background work", async () => {
    await server.platform.queue.send(PRUNE_QUEUE, {});
    const db = await watchDatabase(server.platform.pool);
    await expect(db.settle(5)).resolves.toBeUndefined();
  });

  it('a due job of another queue keeps it unsettled, and the error names the queue', async () => {
    await server.platform.queue.createQueue('settle-probe');
    await server.platform.queue.send('settle-probe', {});
    const db = await watchDatabase(server.platform.pool);
    await expect(db.settle(3)).rejects.toThrow(/background work kept writing: .*1 job\(s\) of settle-probe/);
  });
});
