/**
 * Pooled SMTP connections that send a mail's envelope in one write (PIPELINING, RFC 2920; issue 24): MAIL FROM, every
 * RCPT TO and DATA go together and the content follows the 354, two round trips a mail where nodemailer takes four
 * (it pipelines only the RCPTs). In the mail bench each round trip woke both ends once more per mail, and a commit of
 * the sink answered ~30 connections at once, which then spent their next four round trips in step.
 *
 * Only for plain `smtp://` without credentials, to a server that advertises PIPELINING and not STARTTLS (the embedded
 * sink, a relay on this host or network): anything else, TLS and authentication included, stays with nodemailer, and
 * so does every mail once a greeting showed the server is not such a one. Outcomes read as nodemailer's (accepted,
 * rejectedErrors per recipient; an error with the server's responseCode, or none for a connection that failed).
 */
import net from 'node:net';
import os from 'node:os';
import type { SentMessageInfo } from 'nodemailer';
import type { RawSender } from './raw-send.js';

interface Reply {
  code: number;
  text: string;
}

/** An error shaped as nodemailer's: responseCode and response for a server's answer, code for the kind. */
const smtpError = (message: string, code: string, reply?: Reply, recipient?: string) =>
  Object.assign(new Error(reply ? `${message}: ${reply.text}` : message), {
    code,
    ...(reply ? { responseCode: reply.code, response: reply.text } : {}),
    ...(recipient ? { recipient } : {}),
  });

const REPLY_TIMEOUT_MS = 60_000;
const positive = (r: Reply) => r.code >= 200 && r.code < 300;

/** The name sent in EHLO: this host's when it is a domain name, else a loopback literal (as nodemailer does). */
function clientName(): string {
  const host = os.hostname();
  return host.includes('.') ? host : '[127.0.0.1]';
}

/** Lines that start with a dot get another (RFC 5321 4.5.2); the content ends with CRLF, then the final dot. */
export function dotStuffed(raw: Buffer): Buffer {
  const chunks: Buffer[] = [];
  let from = 0;
  if (raw[0] === 0x2e) chunks.push(Buffer.from('.'));
  for (let at = raw.indexOf('\n.'); at !== -1; at = raw.indexOf('\n.', at + 2)) {
    chunks.push(raw.subarray(from, at + 1), Buffer.from('.'));
    from = at + 1;
  }
  chunks.push(raw.subarray(from));
  const ends = raw.length >= 2 && raw[raw.length - 2] === 13 && raw[raw.length - 1] === 10;
  chunks.push(Buffer.from(ends ? '.\r\n' : '\r\n.\r\n'));
  return Buffer.concat(chunks);
}

/** One SMTP session: replies are matched to the commands in the order they were sent. */
class Session {
  private buffered = '';
  private lines: string[] = [];
  private waiting: { resolve(r: Reply): void; reject(e: Error): void }[] = [];
  private failure: Error | undefined;
  sent = 0;

  constructor(private socket: net.Socket) {
    socket.setEncoding('latin1');
    socket.setNoDelay(true);
    socket.on('data', (chunk: string) => this.read(chunk));
    socket.on('error', (err) => this.fail(smtpError(`Connection error: ${err.message}`, 'ECONNECTION')));
    socket.on('close', () => this.fail(smtpError('Connection closed unexpectedly', 'ECONNECTION')));
    socket.setTimeout(REPLY_TIMEOUT_MS, () => {
      if (this.waiting.length) this.fail(smtpError('Timeout waiting for the server', 'ETIMEDOUT'));
    });
  }

  get broken() {
    return this.failure !== undefined;
  }

  private read(chunk: string) {
    this.buffered += chunk;
    for (let nl = this.buffered.indexOf('\n'); nl !== -1; nl = this.buffered.indexOf('\n')) {
      const line = this.buffered.slice(0, nl).replace(/\r$/, '');
      this.buffered = this.buffered.slice(nl + 1);
      this.lines.push(line);
      // A reply's last line has a space (or nothing) after its code; '250-' lines continue it.
      if (line.length > 3 && line[3] === '-') continue;
      const text = this.lines.join('\n');
      this.lines = [];
      const waiter = this.waiting.shift();
      if (!waiter) return this.fail(smtpError(`Unexpected reply: ${text}`, 'EPROTOCOL'));
      waiter.resolve({ code: Number(line.slice(0, 3)) || 0, text });
    }
  }

  private fail(err: Error) {
    this.failure ??= err;
    for (const w of this.waiting.splice(0)) w.reject(this.failure);
    this.socket.destroy();
  }

  /** Writes the commands (or content) and answers the next `replies` replies. */
  exchange(data: string | Buffer, replies: number): Promise<Reply>[] {
    const answers = Array.from(
      { length: replies },
      () => new Promise<Reply>((resolve, reject) => this.waiting.push({ resolve, reject })),
    );
    if (this.failure) this.fail(this.failure);
    else if (data.length) this.socket.write(data);
    for (const a of answers) a.catch(() => undefined); // awaited by the caller in order; a failure rejects them all
    return answers;
  }

  quit() {
    if (!this.failure) this.socket.end('QUIT\r\n');
    this.failure ??= smtpError('Connection closed', 'ECONNECTION');
  }
}

/** Connects, reads the greeting and EHLO: the session, or why it cannot be used pipelined. */
async function open(host: string, port: number): Promise<Session | 'unsuitable'> {
  const socket = net.connect({ host, port });
  const session = new Session(socket);
  const [greeting] = session.exchange('', 1);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  }).catch((err: Error) => {
    throw smtpError(`Connection error: ${err.message}`, 'ECONNECTION');
  });
  const hello = await greeting;
  if (hello.code !== 220) throw smtpError('Greeting never received', 'EPROTOCOL', hello);
  const [ehlo] = session.exchange(`EHLO ${clientName()}\r\n`, 1);
  const caps = await ehlo;
  const has = (ext: string) => new RegExp(`^250[ -]${ext}\\b`, 'im').test(caps.text);
  if (!positive(caps) || !has('PIPELINING') || has('STARTTLS')) {
    session.quit();
    return 'unsuitable';
  }
  return session;
}

export interface PipelinedPool {
  send: RawSender;
  close(): void;
}

/**
 * A pool for `smtpUrl` when it is plain SMTP without credentials, else undefined. `fallback` sends a mail the
 * nodemailer way: used for every mail once a server showed it is not one this pool serves.
 */
export function pipelinedPool(
  smtpUrl: string,
  opts: { connections: number; messagesPerConnection: number; fallback: RawSender },
): PipelinedPool | undefined {
  const url = new URL(smtpUrl);
  const plainQuery = [...url.searchParams.keys()].every((k) => ['pool', 'maxConnections', 'maxMessages'].includes(k));
  if (url.protocol !== 'smtp:' || url.username || url.password || !plainQuery) return undefined;
  if (url.searchParams.get('pool') === 'false') return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, '') || 'localhost';
  const port = Number(url.port) || 25;
  const connections = Number(url.searchParams.get('maxConnections')) || opts.connections;
  const perConnection = Number(url.searchParams.get('maxMessages')) || opts.messagesPerConnection;

  const idle: Session[] = [];
  /** Sends waiting for a session: given one, undefined (use the fallback) or why none could be opened. */
  const queued: { resolve(s: Session | undefined): void; reject(err: unknown): void }[] = [];
  let open_ = 0;
  let unsuitable = false;
  let closed = false;

  /** An idle session, a new one when fewer than `connections` are open, or the next one freed. */
  async function acquire(): Promise<Session | undefined> {
    for (let s = idle.pop(); s; s = idle.pop()) {
      if (!s.broken) return s;
      open_--; // closed by the server while idle
    }
    if (unsuitable || closed) return undefined;
    if (open_ >= connections) return new Promise((resolve, reject) => queued.push({ resolve, reject }));
    open_++;
    try {
      const s = await open(host, port);
      if (s !== 'unsuitable') return s;
      unsuitable = true;
    } catch (err) {
      release(undefined);
      throw err;
    }
    release(undefined);
    return undefined;
  }

  function release(s: Session | undefined) {
    const reusable = s && !s.broken && !closed && s.sent < perConnection;
    if (s && !reusable) s.quit();
    if (!reusable) open_--;
    const next = queued.shift();
    if (!next) {
      if (reusable) idle.push(s!);
      return;
    }
    if (reusable) return next.resolve(s);
    // The freed slot goes to the next waiting send, which opens its own session (or fails as a connect would).
    acquire().then(next.resolve, next.reject);
  }

  async function transaction(s: Session, envelope: { from: string; to: string[] }, raw: Buffer, messageId: string) {
    s.sent++;
    const commands = `MAIL FROM:<${envelope.from}>\r\n${envelope.to.map((r) => `RCPT TO:<${r}>\r\n`).join('')}DATA\r\n`;
    const [mail, ...rest] = s.exchange(commands, envelope.to.length + 2);
    const rcpts = rest.slice(0, -1);
    const data = rest[rest.length - 1];
    const mailReply = await mail;
    const rejectedErrors: Error[] = [];
    const accepted: string[] = [];
    for (const [i, r] of rcpts.entries()) {
      const reply = await r;
      if (positive(reply)) accepted.push(envelope.to[i]);
      else rejectedErrors.push(smtpError('Recipient command failed', 'EENVELOPE', reply, envelope.to[i]));
    }
    const dataReply = await data;
    if (dataReply.code === 354 && (!positive(mailReply) || accepted.length === 0)) {
      // A server that took DATA anyway gets an empty message ended at once, which it then refuses or drops.
      await s.exchange('.\r\n', 1)[0];
    }
    if (!positive(mailReply)) throw smtpError('Mail command failed', 'EENVELOPE', mailReply);
    if (accepted.length === 0)
      throw Object.assign(smtpError("Can't send mail - all recipients were rejected", 'EENVELOPE'), { rejectedErrors });
    if (dataReply.code !== 354) throw smtpError('Data command failed', 'EENVELOPE', dataReply);
    const [done] = s.exchange(dotStuffed(raw), 1);
    const final = await done;
    if (!positive(final)) throw smtpError('Message failed', 'EMESSAGE', final);
    return {
      accepted,
      rejected: rejectedErrors.map((e) => (e as { recipient?: string }).recipient),
      rejectedErrors,
      envelope,
      messageId,
      response: final.text,
    } as unknown as SentMessageInfo;
  }

  const send: RawSender = async (envelope, messageId, raw) => {
    if (closed) throw smtpError('Mail transport closed', 'ECONNECTION');
    if (unsuitable) return opts.fallback(envelope, messageId, raw);
    const s = await acquire();
    if (!s) return opts.fallback(envelope, messageId, raw);
    let clean = false;
    try {
      const info = await transaction(s, envelope, raw, messageId);
      clean = true;
      return info;
    } finally {
      // A refused transaction leaves the session in a state this does not track: RSET before the next mail.
      if (!clean && !s.broken) {
        const reset = await s.exchange('RSET\r\n', 1)[0].catch(() => undefined);
        if (!reset || !positive(reset)) s.quit();
      }
      release(s);
    }
  };

  return {
    send,
    close() {
      closed = true;
      for (const s of idle.splice(0)) s.quit();
      for (const q of queued.splice(0)) q.reject(smtpError('Mail transport closed', 'ECONNECTION'));
    },
  };
}
