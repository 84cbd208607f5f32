import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Answers once something listens on the port again (the restarted thread), or throws after the deadline. */
async function listening(port: number, timeoutMs: number): Promise<void> {
  for (const end = Date.now() + timeoutMs; ; await sleep(100)) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > end) throw new Error(`nothing listens on ${port}`);
  }
}

describe('the embedded SMTP sink thread', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('is started again on its port when it dies, and the mails it was receiving are retried and arrive', async () => {
    server = await startTestServer({ MAIL_RETRY_DELAY: '1' });
    const sink = server.platform.smtpSink!;
    const { pool } = server.platform;
    const count = async () =>
      (
        await pool.query<{ n: number }>(
          `SELECT count(DISTINCT subject)::int AS n FROM sink_messages WHERE subject LIKE 'Restart %'`,
        )
      ).rows[0].n;
    const mails = 200;
    await server.platform.mail.sendAll(
      Array.from({ length: mails }, (_, i) => ({
        to: [`restart.${i}@example.com`],
        subject: `Restart ${i}`,
        text: 'x',
      })),
    );
    // The thread dies while the worker's connections are delivering: some mails have arrived, others are on the wire.
    for (const end = Date.now() + 60_000; (await count()) === 0; await sleep(10))
      if (Date.now() > end) throw new Error('no mail arrived');
    const before = await count();
    await sink.crash();
    expect(before).toBeLessThan(mails);
    await listening(sink.port, 60_000);

    // Every mail arrives (a mail cut off mid-transfer was never answered 250, so the worker retried it) and is SENT.
    for (const end = Date.now() + 90_000; (await count()) < mails; await sleep(200))
      if (Date.now() > end) throw new Error(`only ${await count()} of ${mails} mails arrived`);
    // The worker records SENT after the sink's 250, in batches, and a mail stored just before the thread died got no
    // 250 and waits for its retry: each ends SENT, but not all at the moment the last one arrives.
    const statuses = async () =>
      (
        await pool.query<{ status: string; n: number }>(
          `SELECT status, count(*)::int AS n FROM mail_messages WHERE subject LIKE 'Restart %' GROUP BY status`,
        )
      ).rows;
    let rows = await statuses();
    for (const end = Date.now() + 90_000; rows.length > 1 || rows[0]?.status !== 'SENT'; rows = await statuses()) {
      if (Date.now() > end) break;
      await sleep(200);
    }
    expect(rows).toEqual([{ status: 'SENT', n: mails }]);
  }, 180_000);
});
