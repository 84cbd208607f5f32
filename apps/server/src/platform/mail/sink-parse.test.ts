/**
 * The sink's direct reader against mailparser (issue 24): for messages built the way the mail worker builds them
 * (nodemailer), with generated subjects, texts and HTML (non-ASCII, long lines, '=' and dots, line breaks), it reads
 * what mailparser reads or declines; a message it declines is read by mailparser in the sink.
 */
import fc from 'fast-check';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { describe, expect, it } from 'vitest';
import { parseSinkMessage, readWithMailparser } from './sink-parse.js';
import { lineArb, textArb } from './mail-text.arbitraries.js';

type Mail = ConstructorParameters<typeof MailComposer>[0];

/** The message as the sink receives it: nodemailer's SMTP transport sends every line break as CRLF. */
const build = (mail: Mail) =>
  new Promise<Buffer>((resolve, reject) =>
    new MailComposer(mail)
      .compile()
      .build((err, message) =>
        err ? reject(err) : resolve(Buffer.from(message.toString('latin1').replace(/\r?\n/g, '\r\n'), 'latin1')),
      ),
  );

const base = {
  from: 'Developer Console <no-reply@developer-console.local>',
  to: 'reader@example.com',
  messageId: '<a1b2@developer-console.local>',
};

describe('sink message reader', () => {
  it('reads the subject, HTML, text and Message-ID mailparser reads, or declines', async () => {
    let read = 0;
    await fc.assert(
      fc.asyncProperty(lineArb, textArb, textArb, fc.boolean(), async (subject, text, html, base64) => {
        const raw = await build({
          ...base,
          subject,
          text,
          html: `<p>${html}</p>`,
          ...(base64 ? { textEncoding: 'base64' } : {}),
        });
        const fast = parseSinkMessage(raw);
        if (fast) {
          read++;
          expect(fast).toEqual(await readWithMailparser(raw));
        }
      }),
      { seed: 24, numRuns: 300 },
    );
    expect(read).toBeGreaterThan(150); // the usual mail is read directly, not declined
  });

  it('reads a rendered template mail directly, as mailparser does', async () => {
    const html = `<!doctype html><html><body>${Array.from({ length: 80 }, (_, i) => `<p style="color:#333">Zeile ${i}: Ihr Abonnement verlängert sich, https://console.example.com/s/${i}?tab=plan&ref=mail</p>`).join('\n')}</body></html>`;
    const text = Array.from({ length: 20 }, (_, i) => `Zeile ${i} — https://console.example.com/s/${i}`).join('\n');
    for (const subject of [
      'Your Fleet Telematics subscription renews on 2026-01-01',
      'Ihr Abonnement von Weather Data verlängert sich am 2026-01-01',
      '',
    ]) {
      const raw = await build({ ...base, subject, text, html });
      const fast = parseSinkMessage(raw);
      expect(fast).toBeDefined();
      expect(fast).toEqual(await readWithMailparser(raw));
    }
  });

  it('declines what it does not read: html or text alone, attachments, other charsets, no Message-ID kept as null', async () => {
    expect(parseSinkMessage(await build({ ...base, subject: 's', html: '<p>x</p>' }))).toBeUndefined();
    expect(parseSinkMessage(await build({ ...base, subject: 's', text: 'x' }))).toBeUndefined();
    expect(
      parseSinkMessage(
        await build({
          ...base,
          subject: 's',
          text: 'x',
          html: '<p>x</p>',
          attachments: [{ filename: 'a.txt', content: 'a' }],
        }),
      ),
    ).toBeUndefined();
    const latin = Buffer.from(
      (await build({ ...base, subject: 's', text: 'x', html: '<p>x</p>' }))
        .toString('latin1')
        .replace(/charset=utf-8/g, 'charset=iso-8859-1'),
      'latin1',
    );
    expect(parseSinkMessage(latin)).toBeUndefined();
    expect(parseSinkMessage(Buffer.from('Subject: x\r\n\r\nbody'))).toBeUndefined();
  });
});
