/**
 * What the embedded sink keeps of a message (subject, HTML, text, Message-ID), read directly from the shape the mail
 * worker sends: a multipart/alternative of one UTF-8 text/plain and one text/html part, quoted-printable, base64 or
 * 7/8 bit, and a subject of plain text or UTF-8 encoded words. mailparser took ~6 ms of CPU for a 25 KB mail, the
 * largest cost of a sink delivery (issue 24); this reads it in a fraction of that. Anything else (another structure,
 * charset, parameter or header form) answers undefined, and the sink asks mailparser as before, so every message is
 * read as mailparser reads it (sink-parse.test.ts compares the two).
 */

export interface SinkParsed {
  subject: string | null;
  html: string | null;
  text: string | null;
  messageId: string | null;
}

const CRLF2 = Buffer.from('\r\n\r\n');

/** Header name (lower case) -> unfolded value, or undefined for a header block this reader does not take. */
function headersOf(block: string): Map<string, string> | undefined {
  const headers = new Map<string, string>();
  let name = '';
  for (const line of block.split('\r\n')) {
    if (line === '') continue;
    if (line[0] === ' ' || line[0] === '\t') {
      if (!name) return undefined;
      headers.set(name, headers.get(name)! + line);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) return undefined;
    name = line.slice(0, colon).trim().toLowerCase();
    if (headers.has(name)) return undefined; // repeated headers: mailparser decides which one counts
    headers.set(name, line.slice(colon + 1));
  }
  return headers;
}

/** `type/subtype; k=v; ...` -> its type and parameters, or undefined when a parameter is not a plain one. */
function contentType(value: string | undefined): { type: string; params: Map<string, string> } | undefined {
  if (value === undefined) return undefined;
  const [type, ...rest] = value.split(';');
  const params = new Map<string, string>();
  for (const p of rest) {
    const eq = p.indexOf('=');
    if (eq < 0) return undefined;
    const key = p.slice(0, eq).trim().toLowerCase();
    let v = p.slice(eq + 1).trim();
    if (v.startsWith('"')) {
      if (!v.endsWith('"') || v.length < 2 || v.slice(1, -1).includes('"') || v.includes('\\')) return undefined;
      v = v.slice(1, -1);
    }
    if (key.endsWith('*') || params.has(key)) return undefined; // RFC 2231 forms: left to mailparser
    params.set(key, v);
  }
  return { type: type.trim().toLowerCase(), params };
}

const hex = (c: number) =>
  c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;

/** Quoted-printable as nodemailer writes it: =XX bytes and `=` soft line breaks; undefined for anything looser. */
function decodeQuotedPrintable(body: Buffer): Buffer | undefined {
  const out = Buffer.allocUnsafe(body.length);
  let o = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === 61) {
      if (body[i + 1] === 13 && body[i + 2] === 10) {
        i += 2;
        continue;
      }
      const h = hex(body[i + 1] ?? 0);
      const l = hex(body[i + 2] ?? 0);
      if (h < 0 || l < 0) return undefined;
      out[o++] = h * 16 + l;
      i += 2;
    } else if ((c === 32 || c === 9) && body[i + 1] === 13) {
      return undefined; // trailing white space, which decoders strip: mailparser's rules then
    } else out[o++] = c;
  }
  return out.subarray(0, o);
}

/** One part's decoded UTF-8 text, or undefined when its headers are not the plain ones nodemailer writes. */
function partText(headers: Map<string, string>, body: Buffer, type: string): string | undefined {
  for (const name of headers.keys())
    if (name !== 'content-type' && name !== 'content-transfer-encoding') return undefined;
  const ct = contentType(headers.get('content-type'));
  if (!ct || ct.type !== type) return undefined;
  const charset = ct.params.get('charset')?.toLowerCase();
  if (ct.params.size !== 1 || (charset !== 'utf-8' && charset !== 'us-ascii')) return undefined;
  const cte = (headers.get('content-transfer-encoding') ?? '7bit').trim().toLowerCase();
  let bytes: Buffer | undefined;
  if (cte === 'quoted-printable') bytes = decodeQuotedPrintable(body);
  else if (cte === 'base64') bytes = Buffer.from(body.toString('latin1').replace(/\r\n/g, ''), 'base64');
  else if (cte === '7bit' || cte === '8bit') bytes = body;
  if (!bytes) return undefined;
  const text = bytes.toString('utf8');
  // A replacement character means bytes that were not UTF-8; a bare CR or LF is a line break of another kind.
  if (text.includes('\uFFFD') || /\r(?!\n)|(?<!\r)\n/.test(text)) return undefined;
  return text.replace(/\r\n/g, '\n'); // mailparser answers line breaks as LF
}

/** The subject: plain printable ASCII, or UTF-8 encoded words only (folded or not). */
function subjectOf(value: string | undefined): string | null | undefined {
  if (value === undefined) return null;
  const v = value.trim();
  if (!/^[\x20-\x7e]*$/.test(v)) return undefined;
  if (!v.includes('=?')) return /\s\s|\t/.test(v) ? undefined : v;
  const words = v.split(/\s+/);
  let bytes: Buffer[] = [];
  for (const w of words) {
    const m = /^=\?utf-8\?([qb])\?([^?]*)\?=$/i.exec(w);
    if (!m) return undefined;
    if (m[1].toLowerCase() === 'b') bytes.push(Buffer.from(m[2], 'base64'));
    else {
      const q = decodeQuotedPrintable(Buffer.from(m[2].replace(/_/g, ' '), 'latin1'));
      if (!q) return undefined;
      bytes.push(q);
    }
  }
  const text = Buffer.concat(bytes).toString('utf8');
  bytes = [];
  return text.includes('\uFFFD') || /[\r\n]/.test(text) ? undefined : text;
}

/** The message's subject, HTML, text and Message-ID, or undefined when mailparser has to read it. */
export function parseSinkMessage(raw: Buffer): SinkParsed | undefined {
  const end = raw.indexOf(CRLF2);
  if (end < 0) return undefined;
  const headers = headersOf(raw.subarray(0, end).toString('latin1'));
  if (!headers || headers.has('content-transfer-encoding')) return undefined;
  const ct = contentType(headers.get('content-type'));
  const boundary = ct?.params.get('boundary');
  if (!ct || ct.type !== 'multipart/alternative' || ct.params.size !== 1 || !boundary) return undefined;
  const subject = subjectOf(headers.get('subject'));
  if (subject === undefined) return undefined;
  const messageId = headers.get('message-id')?.trim();
  if (messageId !== undefined && !/^<[\x21-\x7e]+>$/.test(messageId)) return undefined;

  const body = raw.subarray(end + 4);
  const open = Buffer.from(`--${boundary}\r\n`);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  if (!body.subarray(0, open.length).equals(open)) return undefined; // a preamble: mailparser's rules
  const parts: Buffer[] = [];
  let at = open.length;
  for (;;) {
    const next = body.indexOf(delimiter, at);
    if (next < 0) return undefined;
    parts.push(body.subarray(at, next));
    at = next + delimiter.length;
    if (body[at] === 45 && body[at + 1] === 45) {
      // Only a line break may follow the closing delimiter (an epilogue is mailparser's).
      const rest = body.subarray(at + 2).toString('latin1');
      if (rest !== '' && rest !== '\r\n') return undefined;
      break;
    }
    if (body[at] !== 13 || body[at + 1] !== 10) return undefined;
    at += 2;
  }
  if (parts.length !== 2) return undefined;
  const [plain, rich] = parts.map((part) => {
    const split = part.indexOf(CRLF2);
    if (split < 0) return undefined;
    const h = headersOf(part.subarray(0, split).toString('latin1'));
    return h && { headers: h, body: part.subarray(split + 4) };
  });
  if (!plain || !rich) return undefined;
  const text = partText(plain.headers, plain.body, 'text/plain');
  const html = partText(rich.headers, rich.body, 'text/html');
  if (text === undefined || html === undefined) return undefined;
  return { subject, html, text, messageId: messageId ?? null };
}

/** The header block of a message with the blank line that ends it (the whole message when it has no body). */
export function headerBlockOf(raw: Buffer): Buffer {
  const end = raw.indexOf(CRLF2);
  return end < 0 ? raw : raw.subarray(0, end + CRLF2.length);
}

/** What mailparser reads of any mail: the sink's fallback, and the reference parseSinkMessage is tested against. */
export async function readWithMailparser(raw: Buffer): Promise<SinkParsed> {
  // Loaded on the first mail the fast reader does not take: importing mailparser was ~0.2 s of every sink start.
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(raw);
  return {
    subject: parsed.subject ?? null,
    html: typeof parsed.html === 'string' ? parsed.html : null,
    text: parsed.text ?? null,
    messageId: parsed.messageId ?? null,
  };
}
