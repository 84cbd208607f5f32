/**
 * A mail already written to its wire form (mail-mime.ts) handed straight to the transport's SMTP pool (issue 24).
 * nodemailer's sendMail runs even a `raw` mail through its mailer: a message object, its plugins, a MIME node with a
 * random Message-ID of its own and a stream of the buffer, about a tenth of the worker's CPU per mail in the mail
 * bench's profile. The pool (SMTPPool, or SMTPTransport with `?pool=false`) asks a mail only for its envelope, its
 * Message-ID and its content, which SMTPConnection takes as a buffer; connections, reconnects, authentication, TLS,
 * rate limits and the per-recipient answers stay nodemailer's, so the outcomes read as those of sendMail.
 */
import type { SentMessageInfo, Transporter } from 'nodemailer';

/** What the pool reads of a mail (nodemailer 8: smtp-pool/pool-resource.js and smtp-transport's send). */
interface PoolMail {
  data: Record<string, never>;
  message: {
    getEnvelope(): { from: string; to: string[] };
    messageId(): string;
    getHeader(key: string): string | undefined;
    createReadStream(): Buffer;
  };
}

interface PoolTransport {
  send(mail: PoolMail, callback: (err: Error | null, info?: SentMessageInfo) => void): unknown;
}

export type RawSender = (
  envelope: { from: string; to: string[] },
  messageId: string,
  raw: Buffer,
) => Promise<SentMessageInfo>;

/** A sender of wire-form mails over `transport`'s own pool; undefined when it is not an SMTP pool or transport. */
export function rawSenderOf(transport: Transporter): RawSender | undefined {
  const pool = (transport as unknown as { transporter?: PoolTransport & { name?: string } }).transporter;
  if (!pool || typeof pool.send !== 'function' || !/^SMTP/.test(pool.name ?? '')) return undefined;
  return (envelope, messageId, raw) =>
    new Promise((resolve, reject) => {
      const mail: PoolMail = {
        data: {},
        message: {
          getEnvelope: () => ({ from: envelope.from, to: [...envelope.to] }),
          messageId: () => messageId,
          getHeader: (key) => (key.toLowerCase() === 'message-id' ? messageId : undefined),
          createReadStream: () => raw,
        },
      };
      // A closed pool takes nothing (send answers false and never calls back): refused as a transient failure.
      const taken = pool.send(mail, (err, info) => (err ? reject(err) : resolve(info!)));
      if (taken === false) reject(Object.assign(new Error('Mail transport closed'), { code: 'ECONNECTION' }));
    });
}
