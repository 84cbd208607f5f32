/**
 * The worker's usual mail written straight to its wire form: plain ASCII addresses, a subject and sender name of any
 * text (UTF-8 encoded words when not plain), and a multipart/alternative of its text and HTML, each quoted-printable
 * (base64 when mostly non-ASCII). nodemailer's composer streamed each mail through a chain of transforms in small chunks, ~1.3 ms
 * of CPU for a 12 KB template mail and the largest cost of a worker delivery in the mail bench's profile (issue 24);
 * this writes one buffer in a small fraction of that, which the transport then sends as it is (`raw`). Anything else
 * (custom headers, an address that needs quoting or an IDN domain, text or HTML alone, a bare CR in a body) answers undefined, and the
 * worker hands the mail to nodemailer's composer as before. mail-mime.test.ts checks that both read alike.
 */
import { randomBytes } from 'node:crypto';

export interface MimeMail {
  from: { name: string; address: string };
  to: string[];
  replyTo?: string | null;
  subject: string;
  html?: string | null;
  text?: string | null;
  messageId?: string | null;
  headers?: Record<string, string> | null;
}

/** Addresses written as they are: an ASCII dot-atom local part at an ASCII host name. */
const PLAIN_ADDRESS =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;
const PLAIN_NAME = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;
const MESSAGE_ID = /^<[\x21-\x3b\x3d\x3f-\x7e]+>$/;
/** The longest header line this writes when it can choose (RFC 5322's 78, as nodemailer folds at 76). */
const LINE = 76;
const HEX = '0123456789ABCDEF';
/**
 * Boundaries: a random prefix per process and a counter, instead of random bytes per mail (a synchronous randomBytes
 * call each, visible in the worker's profile); a boundary that a part happens to contain is skipped below.
 */
const BOUNDARY_PREFIX = `--_dc-${randomBytes(9).toString('hex')}-`;
let boundaries = 0;
const nextBoundary = () => `${BOUNDARY_PREFIX}${(boundaries++).toString(36)}`;

/** Bytes in the Q form of encoded words without encoding: what RFC 2047 allows in a phrase as well as in a subject. */
const Q_PLAIN = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!*+-/') Q_PLAIN[c.charCodeAt(0)] = 1;

/**
 * `value` as UTF-8 Q encoded words, each whole characters and at most `room` bytes of payload, folded onto lines of
 * their own (readers join adjacent encoded words, dropping the white space between them).
 */
function encodedWords(value: string, room: number): string {
  const words: string[] = [];
  let word = '';
  for (const ch of value) {
    let q = '';
    if (ch === ' ') q = '_';
    else
      for (const b of Buffer.from(ch, 'utf8'))
        q += b < 128 && Q_PLAIN[b] ? String.fromCharCode(b) : `=${HEX[b >> 4]}${HEX[b & 15]}`;
    if (word.length + q.length > room && word) {
      words.push(word);
      word = '';
    }
    word += q;
  }
  words.push(word);
  return words.map((w) => `=?UTF-8?Q?${w}?=`).join('\r\n ');
}

/** `Name <address>` with the name as it is when plain, else in encoded words; the address alone without a name. */
function mailbox(name: string, address: string, field: string): string {
  if (!name) return address;
  const phrase = PLAIN_NAME.test(name) ? name : encodedWords(name, 48);
  const lastLine = phrase.slice(phrase.lastIndexOf('\n') + 1);
  const first = phrase.includes('\n') ? 0 : field.length + 2;
  return first + lastLine.length + address.length + 3 > LINE ? `${phrase}\r\n <${address}>` : `${phrase} <${address}>`;
}

/** Addresses separated by commas, a new line before one that would pass the line length. */
function addressList(field: string, addresses: string[]): string {
  let out = '';
  let line = field.length + 2;
  for (const [i, a] of addresses.entries()) {
    if (i > 0) {
      out += ',';
      if (line + 2 + a.length > LINE) {
        out += '\r\n ';
        line = 1;
      } else {
        out += ' ';
        line += 2;
      }
    }
    out += a;
    line += a.length;
  }
  return out;
}

/** Bytes quoted-printable writes as they are: 1 always, 2 (space and tab) unless a line break follows. */
const QP_PLAIN = new Uint8Array(256);
for (let c = 33; c <= 126; c++) QP_PLAIN[c] = c === 61 ? 0 : 1;
QP_PLAIN[32] = QP_PLAIN[9] = 2;
const HEX_BYTES = Buffer.from(HEX, 'latin1');

/**
 * Quoted-printable of UTF-8 text with CRLF line breaks (a bare LF is a line break too): `=XX` for `=`, controls,
 * non-ASCII bytes and white space before a line break, soft breaks keeping lines within 76 characters.
 */
function quotedPrintable(bytes: Buffer): Buffer {
  const n = bytes.length;
  const out = Buffer.allocUnsafe(n * 3 + Math.ceil(n / 24) * 3 + 3);
  let o = 0;
  let line = 0;
  for (let i = 0; i < n; i++) {
    const c = bytes[i];
    // Most bytes: plain, with room on the line for them and a soft break whatever follows (the full rule below
    // gives the same answer there, at several times the cost per byte).
    if (QP_PLAIN[c] === 1 && line < LINE - 2) {
      out[o++] = c;
      line++;
      continue;
    }
    if (c === 10 || c === 13) {
      // CRLF or LF (composeMime declines a bare CR)
      if (c === 13) i++;
      out[o++] = 13;
      out[o++] = 10;
      line = 0;
      continue;
    }
    // The end of the text counts as a line break.
    const next = i + 1 < n ? bytes[i + 1] : 10;
    const endsLine = next === 10 || next === 13;
    const kind = QP_PLAIN[c];
    const plain = kind === 1 || (kind === 2 && !endsLine);
    // A soft break leaves room for its `=`; the last character before a hard break may use the 76th column.
    if (line + (plain ? 1 : 3) > (endsLine ? LINE : LINE - 1)) {
      out[o++] = 61;
      out[o++] = 13;
      out[o++] = 10;
      line = 0;
    }
    if (plain) {
      out[o++] = c;
      line++;
    } else {
      out[o++] = 61;
      out[o++] = HEX_BYTES[c >> 4];
      out[o++] = HEX_BYTES[c & 15];
      line += 3;
    }
  }
  return out.subarray(0, o);
}

/** Base64 in lines of 76 characters. */
function base64Lines(bytes: Buffer): Buffer {
  const b64 = bytes.toString('base64');
  const lines: string[] = [];
  for (let i = 0; i < b64.length; i += LINE) lines.push(b64.slice(i, i + LINE));
  return Buffer.from(lines.join('\r\n'), 'latin1');
}

/** One body part: headers and encoded content, quoted-printable unless most bytes would need escaping. */
function bodyPart(type: 'text/plain' | 'text/html', content: string): Buffer {
  const bytes = Buffer.from(content, 'utf8');
  let high = 0;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] >= 128) high++;
  const base64 = high * 2 > bytes.length;
  const head =
    `Content-Type: ${type}; charset=utf-8\r\n` +
    `Content-Transfer-Encoding: ${base64 ? 'base64' : 'quoted-printable'}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), base64 ? base64Lines(bytes) : quotedPrintable(bytes)]);
}

/** The date as nodemailer writes it (RFC 5322 in UTC). */
const dateOf = (d: Date) => d.toUTCString().replace(/GMT/, '+0000');

/** The mail's wire form (CRLF line breaks, ending in one), or undefined when nodemailer's composer has to write it. */
export function composeMime(mail: MimeMail, now = new Date()): Buffer | undefined {
  if (mail.headers && Object.keys(mail.headers).length > 0) return undefined;
  const addresses = [mail.from.address, ...mail.to, ...(mail.replyTo ? [mail.replyTo] : [])];
  if (mail.to.length === 0 || !addresses.every((a) => PLAIN_ADDRESS.test(a))) return undefined;
  if (mail.messageId && !MESSAGE_ID.test(mail.messageId)) return undefined;
  // Text and HTML both, as every mail of the console and its templates has (nodemailer writes a single part).
  if (!mail.text || !mail.html) return undefined;
  if (/\r(?!\n)/.test(mail.text) || /\r(?!\n)/.test(mail.html)) return undefined; // a bare CR: nodemailer's way
  if (/[\r\n]/.test(mail.subject) || /[\r\n]/.test(mail.from.name)) return undefined;

  const subject =
    /^[\x20-\x7e]*$/.test(mail.subject) &&
    !mail.subject.includes('=?') &&
    !/^\s|\s$|\s\s/.test(mail.subject) &&
    mail.subject.length + 9 <= LINE
      ? mail.subject
      : encodedWords(mail.subject, 52);
  const head = [
    `From: ${mailbox(mail.from.name, mail.from.address, 'From')}`,
    `To: ${addressList('To', mail.to)}`,
    ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
    ...(mail.subject ? [`Subject: ${subject}`] : []),
    ...(mail.messageId ? [`Message-ID: ${mail.messageId}`] : []),
    `Date: ${dateOf(now)}`,
    'MIME-Version: 1.0',
  ];
  const parts = [bodyPart('text/plain', mail.text), bodyPart('text/html', mail.html)];
  let boundary = nextBoundary();
  while (parts.some((p) => p.includes(boundary))) boundary = nextBoundary();
  head.push(`Content-Type: multipart/alternative;\r\n boundary="${boundary}"`);
  const chunks: Buffer[] = [Buffer.from(head.join('\r\n') + '\r\n\r\n', 'latin1')];
  for (const p of parts) chunks.push(Buffer.from(`--${boundary}\r\n`, 'latin1'), p, Buffer.from('\r\n'));
  chunks.push(Buffer.from(`--${boundary}--\r\n`, 'latin1'));
  return Buffer.concat(chunks);
}
