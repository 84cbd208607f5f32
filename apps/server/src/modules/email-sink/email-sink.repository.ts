/** SQL of the email-sink module: reads what the embedded SMTP sink accepted (platform/mail/sink.ts writes it). */
import { arrayContains, desc, eq } from 'drizzle-orm';
import type { SinkMessage } from '@dc/contracts';
import type { Db } from '../../platform/db/pool.js';
import { sinkMessages } from '../../platform/mail/mail.schema.js';

/** Messages with the address among their recipients, newest first. */
export async function listSinkMessagesTo(db: Db, to: string, limit: number): Promise<SinkMessage[]> {
  const rows = await db
    .select({
      id: sinkMessages.id,
      to: sinkMessages.rcptTo,
      subject: sinkMessages.subject,
      html: sinkMessages.html,
      text: sinkMessages.text,
      receivedAt: sinkMessages.receivedAt,
    })
    .from(sinkMessages)
    .where(arrayContains(sinkMessages.rcptTo, [to]))
    .orderBy(desc(sinkMessages.receivedAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, receivedAt: r.receivedAt.toISOString() }));
}

/** The Message-ID and recipients of a sink message. */
export async function findSinkMessageEnvelope(db: Db, id: string) {
  const [row] = await db
    .select({ messageId: sinkMessages.messageId, rcptTo: sinkMessages.rcptTo })
    .from(sinkMessages)
    .where(eq(sinkMessages.id, id));
  return row;
}
