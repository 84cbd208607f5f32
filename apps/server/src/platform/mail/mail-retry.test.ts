import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import type { JobWithMetadata } from '../queue/queue.js';
import { MAIL_QUEUE, retryLater } from './mail-retry.js';

// An hour: neither the job under test nor its replacement is fetched by the server's own mail loops meanwhile.
const RETRY = { retryLimit: 8, retryDelay: 3600, retryBackoff: true };

describe('retryLater: a mail whose delivery failed for now goes back to the queue', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  /** A job of the mail queue for a mail of its own, in the given state (as a batch's fetch or ending left it). */
  async function jobIn(state: 'active' | 'completed') {
    const mailId = randomUUID();
    const { queue, pool } = server.platform;
    const id = await queue.send(MAIL_QUEUE, { id: mailId }, { ...RETRY, startAfter: RETRY.retryDelay });
    await pool.query(`UPDATE pgboss.job SET state = $2, started_on = now() WHERE name = $3 AND id = $1`, [
      id,
      state,
      MAIL_QUEUE,
    ]);
    return { job: { id, data: { id: mailId } } as JobWithMetadata<{ id: string }>, mailId };
  }

  const jobsOf = async (mailId: string) =>
    (
      await server.platform.pool.query<{ id: string; state: string }>(
        `SELECT id, state FROM pgboss.job WHERE name = $1 AND data->>'id' = $2 ORDER BY created_on`,
        [MAIL_QUEUE, mailId],
      )
    ).rows;

  it('fails the active jobs of the refused mails, in one go, and leaves the others to be completed', async () => {
    const refused = [await jobIn('active'), await jobIn('active')];
    const delivered = await jobIn('active');
    const { queue, pool, log } = server.platform;
    await retryLater(queue, pool, log, {
      ...RETRY,
      jobs: [refused[0].job, delivered.job, refused[1].job],
      failures: ['451 Try again later', undefined, '421 Service not available'],
    });
    for (const { job, mailId } of refused) expect(await jobsOf(mailId)).toEqual([{ id: job.id, state: 'retry' }]);
    expect(await jobsOf(delivered.mailId)).toEqual([{ id: delivered.job.id, state: 'active' }]);
  });

  it('queues a mail again whose job another batch completed while this attempt ran', async () => {
    // The race under load: failed early in a batch, the job was fetched again by the other loop, and the first
    // batch's ending completed it while its second attempt was on the wire. The second attempt was refused too.
    const { job, mailId } = await jobIn('completed');
    const { queue, pool, log } = server.platform;
    await retryLater(queue, pool, log, { ...RETRY, jobs: [job], failures: ['451 Try again later'] });
    const jobs = await jobsOf(mailId);
    expect(jobs).toHaveLength(2);
    expect(jobs[0]).toEqual({ id: job.id, state: 'completed' });
    expect(jobs[1].state).toBe('created');
  });
});
