import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { freePort } from '../db/embedded.js';

async function waitFor<T>(fn: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 200));
  }
}

const status = async (s: TestServer, id: string) =>
  (await s.platform.pool.query('SELECT status, attempts, last_error FROM mail_messages WHERE id = $1', [id])).rows[0];
const sunk = async (s: TestServer, subject: string) =>
  (await s.platform.pool.query('SELECT rcpt_to, subject, html FROM sink_messages WHERE subject = $1', [subject])).rows;

describe('mail through the queue', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('delivers a queued mail to the embedded sink exactly once', async () => {
    server = await startTestServer();
    const id = await server.platform.mail.send({ to: ['dev@example.com'], subject: 'Hello sink', html: '<p>Hi</p>' });
    await waitFor(async () => ((await status(server!, id)).status === 'SENT' ? true : undefined));
    const rows = await sunk(server, 'Hello sink');
    expect(rows).toHaveLength(1);
    expect(rows[0].rcpt_to).toEqual(['dev@example.com']);
    expect(rows[0].html).toContain('<p>Hi</p>');
  });

  it('keeps of the usual mail its header block beside its decoded text and HTML, and any other mail whole', async () => {
    server = await startTestServer();
    const usual = await server.platform.mail.send({
      to: ['parts@example.com'],
      subject: 'Two parts',
      text: 'Grüße, plain',
      html: '<p>Grüße, rich</p>',
    });
    const other = await server.platform.mail.send({
      to: ['one@example.com'],
      subject: 'One part',
      html: '<p>Only</p>',
    });
    for (const id of [usual, other])
      await waitFor(async () => ((await status(server!, id)).status === 'SENT' ? true : undefined));
    const read = async (subject: string) =>
      (await server!.platform.pool.query('SELECT html, text, raw FROM sink_messages WHERE subject = $1', [subject]))
        .rows[0] as { html: string; text: string; raw: string };
    const two = await read('Two parts');
    expect(two.text.trim()).toBe('Grüße, plain');
    expect(two.html.trim()).toBe('<p>Grüße, rich</p>');
    expect(two.raw).toMatch(/^Subject: Two parts\r$/m);
    expect(two.raw).toMatch(/multipart\/alternative/);
    expect(two.raw.endsWith('\r\n\r\n')).toBe(true);
    expect(two.raw.split('\r\n\r\n')).toHaveLength(2); // the header block alone, no parts
    expect((await read('One part')).raw).toContain('<p>Only</p>');
  });

  it('sends mail after mail over pooled SMTP connections, at most one per mail in flight', async () => {
    let connections = 0;
    let messages = 0;
    const relay = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect: (_session, callback) => {
        connections++;
        callback();
      },
      onData: (stream, _session, callback) => {
        stream.resume();
        stream.on('end', () => {
          messages++;
          callback();
        });
      },
    });
    const port = await freePort();
    await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
    try {
      server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_CONCURRENCY: '2' });
      const ids = [];
      for (let i = 0; i < 6; i++)
        ids.push(await server.platform.mail.send({ to: [`pool.${i}@example.com`], subject: `Pool ${i}`, text: 'x' }));
      for (const id of ids)
        await waitFor(async () => ((await status(server!, id)).status === 'SENT' ? true : undefined));
      expect(messages).toBe(6);
      expect(connections).toBeLessThanOrEqual(2);
    } finally {
      await server?.stop();
      server = undefined;
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    }
  });

  it('retries a failed send and keeps the mail across a restart until it is delivered', async () => {
    // A relay that refuses connections: the send fails and is retried, never dropped.
    server = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:9', MAIL_RETRY_DELAY: '1' });
    const id = await server.platform.mail.send({ to: ['later@example.com'], subject: 'Survives restart', text: 'x' });
    const failed = await waitFor(async () => {
      const row = await status(server!, id);
      return row.attempts >= 1 ? row : undefined;
    });
    expect(failed.status).toBe('QUEUED');
    expect(failed.last_error).toBeTruthy();

    // Restart with the embedded sink: the queued mail is delivered.
    server = await server.restart({ SMTP_URL: undefined });
    await waitFor(async () => ((await status(server!, id)).status === 'SENT' ? true : undefined), 30_000);
    expect(await sunk(server, 'Survives restart')).toHaveLength(1);
  });
});
