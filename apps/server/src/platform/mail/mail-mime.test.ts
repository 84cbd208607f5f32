/**
 * The worker's own composer against nodemailer's (issue 24): for generated mails (subjects, sender names, texts and
 * HTML with non-ASCII, long lines, '=', dots, line breaks; one or more recipients; a reply address or none), mailparser
 * reads the same subject, addresses, Message-ID, text and HTML from both, or the composer declines (and the worker
 * sends with nodemailer's). The sink's direct reader takes the usual mail as it is written here.
 */
import fc from 'fast-check';
import { simpleParser, type AddressObject } from 'mailparser';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { describe, expect, it } from 'vitest';
import { composeMime, type MimeMail } from './mail-mime.js';
import { parseSinkMessage, readWithMailparser } from './sink-parse.js';
import { lineArb as anyLineArb, textArb } from './mail-text.arbitraries.js';

/** nodemailer's message as it leaves its SMTP transport (every line break CRLF), for the mail the worker passes it. */
const nodemailerMessage = (mail: MimeMail) =>
  new Promise<Buffer>((resolve, reject) =>
    new MailComposer({
      from: mail.from.name ? mail.from : mail.from.address,
      to: mail.to,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      html: mail.html ?? undefined,
      text: mail.text ?? undefined,
      messageId: mail.messageId ?? undefined,
    })
      .compile()
      .build((err, message) =>
        err ? reject(err) : resolve(Buffer.from(message.toString('latin1').replace(/\r?\n/g, '\r\n'), 'latin1')),
      ),
  );

const addresses = (a: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((o) => o.value.map((v) => ({ name: v.name, address: v.address })));

/** What a reader of the mail gets from it. */
async function read(raw: Buffer) {
  const m = await simpleParser(raw);
  return {
    subject: m.subject ?? null,
    from: addresses(m.from),
    to: addresses(m.to),
    replyTo: addresses(m.replyTo),
    messageId: m.messageId ?? null,
    html: m.html || null,
    text: m.text ?? null,
    dated: m.date instanceof Date && !Number.isNaN(m.date.getTime()),
  };
}

const lineArb = anyLineArb.map((l) => l.trim());
const addressArb = fc.constantFrom(
  'reader@example.com',
  'a.b+tag@sub.example.org',
  "o'brien@example.co.uk",
  'x'.repeat(60) + '@example.com',
);
const mailArb = fc.record({
  from: fc.record({
    name: fc.oneof(fc.constantFrom('', 'API Management', 'Developer Console', 'Grüße Team'), lineArb),
    address: addressArb,
  }),
  to: fc.array(addressArb, { minLength: 1, maxLength: 5 }),
  replyTo: fc.option(addressArb, { nil: null }),
  subject: lineArb,
  text: fc.option(textArb, { nil: null }),
  html: fc.option(
    textArb.map((t) => `<p>${t}</p>`),
    { nil: null },
  ),
  messageId: fc.constant('<0b6c7a3e-6f0e-4c43-9c52-4d1f0a9b7e21@developer-console.local>'),
});

describe('the worker mail composer', () => {
  it('writes mails mailparser reads as it reads nodemailer’s', async () => {
    let written = 0;
    let sunk = 0;
    await fc.assert(
      fc.asyncProperty(mailArb, async (mail) => {
        const raw = composeMime(mail);
        if (!raw) return;
        written++;
        expect(raw.toString('latin1')).not.toMatch(/\r(?!\n)|(?<!\r)\n/); // CRLF only, as SMTP wants
        expect(
          raw
            .toString('latin1')
            .split('\r\n')
            .every((l) => l.length <= 998),
        ).toBe(true);
        // The subject and sender's name read back as given (nodemailer writes one that looks like an encoded word as
        // it is, which readers then decode); everything else as mailparser reads nodemailer's message.
        const { from, subject, ...rest } = await read(raw);
        expect(from).toEqual([mail.from]);
        expect(subject).toBe(mail.subject || null);
        const { from: _, subject: __, ...reference } = await read(await nodemailerMessage(mail));
        expect(rest).toEqual(reference);
        // The embedded sink reads it directly, as mailparser does.
        const fast = parseSinkMessage(raw);
        if (fast) {
          sunk++;
          expect(fast).toEqual(await readWithMailparser(raw));
        }
      }),
      { seed: 24, numRuns: 200 },
    );
    expect(written).toBeGreaterThan(100); // the usual mail (text and HTML) is written here, not declined
    expect(sunk).toBeGreaterThan(written * 0.8);
  });

  it('writes a rendered template mail the sink reads directly', async () => {
    const html = `<!doctype html><html><body>${Array.from({ length: 80 }, (_, i) => `<p style="color:#333">Zeile ${i}: Ihr Abonnement verlängert sich, https://console.example.com/s/${i}?tab=plan&ref=mail</p>`).join('\n')}</body></html>`;
    const text = Array.from({ length: 20 }, (_, i) => `Zeile ${i} — https://console.example.com/s/${i}`).join('\n');
    for (const subject of ['Your subscription renews on 2026-01-01', 'Ihr Abonnement verlängert sich am 2026-01-01']) {
      const raw = composeMime({
        from: { name: 'API Management', address: 'no-reply@developer-console.local' },
        to: ['reader@example.com'],
        subject,
        text,
        html,
        messageId: '<a1b2@developer-console.local>',
      })!;
      const fast = parseSinkMessage(raw);
      expect(fast).toBeDefined();
      expect(fast).toEqual(await readWithMailparser(raw));
      expect(fast!.html).toBe(html);
    }
  });

  it('declines what nodemailer has to write: custom headers, addresses needing quotes or IDN, one part, a bare CR', () => {
    const mail: MimeMail = {
      from: { name: 'A', address: 'a@example.com' },
      to: ['b@example.com'],
      subject: 's',
      text: 'x',
      html: '<p>x</p>',
    };
    expect(composeMime(mail)).toBeDefined();
    expect(composeMime({ ...mail, headers: { 'X-Campaign': '1' } })).toBeUndefined();
    expect(composeMime({ ...mail, to: ['"a b"@example.com'] })).toBeUndefined();
    expect(composeMime({ ...mail, to: ['b@bücher.example'] })).toBeUndefined();
    expect(composeMime({ ...mail, replyTo: 'Name <r@example.com>' })).toBeUndefined();
    expect(composeMime({ ...mail, text: 'a\rb' })).toBeUndefined();
    expect(composeMime({ ...mail, html: null })).toBeUndefined();
    expect(composeMime({ ...mail, text: '' })).toBeUndefined();
  });
});
