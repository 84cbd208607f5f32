/**
 * The embedded SMTP sink's messages, for internal staff (operators and browser tests that follow an e-mail link).
 *   email GET /api/email/sink/messages?to={address} -> { items: SinkMessage[] }  newest first, at most 50
 *   email POST /api/email/sink/messages/{id}/complaint -> 204: the recipients report the message as spam, as a
 *     mailbox provider's feedback loop does: the sender records a complaint per recipient and suppresses them
 *     (404 SINK_MESSAGE_NOT_FOUND for a message the console did not send)
 * Internal staff operators only (the same rule as the status page's maintenance switch); others get 403.
 */
import { z } from 'zod';

export const SINK_MESSAGES_LIMIT = 50;

export const sinkMessagesQuery = z.object({
  to: z.string().trim().toLowerCase().min(3).max(254),
});
export type SinkMessagesQuery = z.input<typeof sinkMessagesQuery>;

export const sinkMessageSchema = z.object({
  id: z.string().uuid(),
  to: z.array(z.string()),
  subject: z.string().nullable(),
  html: z.string().nullable(),
  text: z.string().nullable(),
  /** ISO 8601. */
  receivedAt: z.string(),
});
export type SinkMessage = z.infer<typeof sinkMessageSchema>;
export const sinkMessageListSchema = z.object({ items: z.array(sinkMessageSchema) });

export const sinkMessageParams = z.object({ id: z.string().uuid() });
export const SINK_ERRORS = {
  notFound: { code: 'SINK_MESSAGE_NOT_FOUND', status: 404, message: 'No such message sent by the console.' },
} as const;
