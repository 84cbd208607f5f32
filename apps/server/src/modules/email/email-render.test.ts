/**
 * Template sends leave rendering to the mail worker (issue 24, mail-sources.ts): a sent mail's row holds no HTML, only
 * what it is rendered from and its values, and what goes out is the template as it was at the send, even when the
 * template is edited before the worker delivers (held here by a relay that is down until after the edit).
 */
import { randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateLocaleContent } from '@dc/contracts';
import { freePort } from '../../platform/db/embedded.js';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { waitFor } from '../../test/mail-sink.js';
import { createTemplateRenderer } from '../templates/template-renderer.js';
import { sampleTemplate, utilitiesWorld, type UtilitiesWorld } from '../templates/templates-test-kit.js';

let demo: DemoServer;
let w: UtilitiesWorld;
let relayPort: number;
const received: Buffer[] = [];
let relay: SMTPServer | undefined;

beforeAll(async () => {
  relayPort = await freePort();
  demo = await startDemoServer({ SMTP_URL: `smtp://127.0.0.1:${relayPort}`, MAIL_RETRY_DELAY: '1' });
  w = await utilitiesWorld(demo);
});
afterAll(async () => {
  await new Promise<void>((resolve) => (relay ? relay.close(() => resolve()) : resolve()));
  await demo?.server.stop();
});

function startRelay() {
  relay = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1_000,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  return new Promise<void>((resolve) => relay!.listen(relayPort, '127.0.0.1', () => resolve()));
}

const lf = (s: string) => s.replace(/\r\n/g, '\n').trim();

describe('template mails rendered by the worker', () => {
  it('stores no HTML, and sends the template as it was at the send although it was edited before delivery', async () => {
    const body = sampleTemplate('Rendered later');
    const { template_id: id } = await w.json<{ template_id: string }>(
      'staff',
      w.platformTeam,
      'POST',
      '/api/templates',
      body,
      201,
    );
    const to = `render.${randomUUID().slice(0, 8)}@example.com`;
    const values = { name: 'Ann <&> Lee', url: 'https://x.example.com/a?b=1&c=2' };
    await w.json(
      'staff',
      w.platformTeam,
      'POST',
      '/api/email/send',
      {
        template: id,
        locale: 'de',
        to,
        template_variables: { ...values, unused: 'not kept' },
      },
      202,
    );

    const { rows } = await demo.server.platform.pool.query(
      `SELECT m.subject, m.html, m.text, m.source_values, s.kind
         FROM mail_messages m JOIN mail_sources s ON s.id = m.source_id WHERE $1 = ANY(m.to_addresses)`,
      [to],
    );
    expect(rows).toEqual([
      { subject: 'Willkommen Ann <&> Lee', html: null, text: null, source_values: values, kind: 'template' },
    ]);

    // Edited while the relay is down: the queued mail must not pick up the new content.
    const edited = sampleTemplate('Rendered later');
    edited.locales.de = { ...edited.locales.de!, salutation: 'Geändert {{name}},', content: ['Neuer Inhalt.'] };
    await w.json('staff', w.platformTeam, 'PUT', `/api/templates/${id}`, edited);
    await startRelay();
    const raw = await waitFor(async () => received.find((m) => m.includes(to)), 60_000);
    const mail = await simpleParser(raw);

    const expected = await createTemplateRenderer().render(
      {
        id: randomUUID(),
        updatedAt: new Date(),
        locales: body.locales as Record<string, TemplateLocaleContent>,
        variables: body.variables ?? [],
      },
      'de',
      values,
    );
    expect(mail.subject).toBe(expected.subject);
    expect(lf(String(mail.html))).toBe(lf(expected.html));
    expect(lf(mail.text ?? '')).toBe(lf(expected.text));
    expect(mail.html).toContain('Hallo Ann &lt;&amp;&gt; Lee,');
    expect(mail.html).not.toContain('Geändert');
  }, 120_000);
});
