/**
 * Issue 22 defect 1: "Every mail the product sends must carry From (MAIL_FROM or the template's sender), a valid
 * envelope sender, Date, Message-ID". Checked against a real SMTP server in this process acting as the relay,
 * which records the envelope (MAIL FROM) and the headers of each message as they arrive on the wire.
 */
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { freePort } from '../db/embedded.js';

interface Received {
  mailFrom: string | false;
  headers: Map<string, string>;
}

/** Header fields of a raw message (unfolded, names lower-cased). */
function headersOf(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const fields = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) fields.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  return fields;
}

async function startRelay(received: Received[]) {
  const relay = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({ mailFrom: from ? from.address : false, headers: headersOf(Buffer.concat(chunks).toString()) });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
  return { port, close: () => new Promise<void>((resolve) => relay.close(() => resolve())) };
}

async function until<T>(fn: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out waiting for the relay');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+$/;

describe('every mail carries a sender, Date and Message-ID (issue 22, defect 1)', () => {
  const received: Received[] = [];
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let server: TestServer;
  beforeAll(async () => {
    relay = await startRelay(received);
    server = await startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
      MAIL_FROM: 'Acme Console <console@acme.example>',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await relay?.close();
  });

  const arrivalFor = (subject: string) =>
    until(() => received.find((r) => r.headers.get('subject') === subject) ?? undefined);

  function expectWellFormed(mail: Received) {
    expect(mail.mailFrom).toMatch(EMAIL);
    expect(mail.headers.get('date')).toBeTruthy();
    expect(Number.isNaN(Date.parse(mail.headers.get('date')!))).toBe(false);
    expect(mail.headers.get('message-id')).toMatch(/^<[^<>@\s]+@[^<>@\s]+>$/);
  }

  it('a system mail (no template) goes out from MAIL_FROM, in the header and the envelope', async () => {
    await server.platform.mail.send({ to: ['invitee@example.com'], subject: 'System mail', text: 'x' });
    const mail = await arrivalFor('System mail');
    expectWellFormed(mail);
    expect(mail.headers.get('from')).toBe('Acme Console <console@acme.example>');
    expect(mail.mailFrom).toBe('console@acme.example');
  });

  it("a template's mail goes out from the template's sender", async () => {
    await server.platform.mail.send({
      to: ['reader@example.com'],
      subject: 'Template mail',
      text: 'x',
      from: { name: 'Billing', address: 'no-reply@billing.example' },
    });
    const mail = await arrivalFor('Template mail');
    expectWellFormed(mail);
    expect(mail.headers.get('from')).toBe('Billing <no-reply@billing.example>');
    expect(mail.mailFrom).toBe('no-reply@billing.example');
  });
});
