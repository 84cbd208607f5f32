/**
 * Issue 24: several mails in flight per instance over pooled SMTP connections, jobs fetched in batches; retries
 * unchanged. Checked against a real SMTP server in this process acting as the relay: it holds each message a moment
 * (so mails overlap when they are sent side by side), counts the sessions open at once, and answers one recipient
 * with a transient 451 the first time.
 */
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { waitFor } from '../../test/mail-sink.js';
import { freePort } from '../db/embedded.js';

const received: string[] = [];
let open = 0;
let mostOpenAtOnce = 0;
let refusedOnce = false;

async function startRelay() {
  const relay = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect: (_session, callback) => {
      mostOpenAtOnce = Math.max(mostOpenAtOnce, ++open);
      callback();
    },
    onClose: () => void open--,
    onRcptTo: (address, _session, callback) => {
      if (address.address === 'busy@example.com' && !refusedOnce) {
        refusedOnce = true;
        const err = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
        return callback(err);
      }
      callback();
    },
    onData: (stream, session, callback) => {
      stream.resume();
      stream.on('end', () => {
        setTimeout(() => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        }, 150);
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
  return { port, close: () => new Promise<void>((resolve) => relay.close(() => resolve())) };
}

let relay: Awaited<ReturnType<typeof startRelay>>;
let server: TestServer;
beforeAll(async () => {
  relay = await startRelay();
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
    MAIL_CONCURRENCY: '4',
    MAIL_RETRY_DELAY: '1',
  });
});
afterAll(async () => {
  await server?.stop();
  await relay?.close();
});

describe('mails in flight side by side (issue 24)', () => {
  it('sends a batch over several connections at once; a transient refusal retries only its own mail', async () => {
    const to = ['busy@example.com', ...Array.from({ length: 7 }, (_, i) => `reader${i}@example.com`)];
    const queued = await server.platform.mail.sendAll(to.map((t) => ({ to: [t], subject: `Batch ${t}`, text: 'x' })));
    const statuses = () =>
      server.platform.pool.query<{ to: string; status: string; attempts: number }>(
        `SELECT to_addresses[1] AS "to", status, attempts FROM mail_messages WHERE id = ANY($1::uuid[])`,
        [queued.map((q) => q.id)],
      );
    const rows = await waitFor(async () => {
      const { rows } = await statuses();
      return rows.every((r) => r.status !== 'QUEUED') ? rows : undefined;
    }, 60_000);
    expect(rows.map((r) => r.status)).toEqual(to.map(() => 'SENT'));
    // Only the refused mail was attempted twice; every mail reached the relay once.
    expect(rows.find((r) => r.to === 'busy@example.com')?.attempts).toBe(2);
    expect(rows.filter((r) => r.to !== 'busy@example.com').map((r) => r.attempts)).toEqual(to.slice(1).map(() => 1));
    expect([...received].sort()).toEqual([...to].sort());
    expect(mostOpenAtOnce).toBeGreaterThan(1);
    expect(mostOpenAtOnce).toBeLessThanOrEqual(4);
  });
});
