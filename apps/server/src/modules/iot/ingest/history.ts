/**
 * History replay: a message published to <device base>/$history/<epochMs>.<signature>/<suffix> is recorded as
 * <device base>/<suffix> received at epochMs. The signature is an HMAC under a key derived from the server's secret
 * key, so only the server (its demo loader) can lay down past events; a device cannot. It keeps demo history real:
 * produced by publishing through the broker and the ingest path, not by inserting rows.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const HISTORY_LEVEL = '$history';

export const historyKey = (secretKey: Buffer) => createHmac('sha256', secretKey).update('iot-history-replay').digest();

const sign = (key: Buffer, base: string, at: number, suffix: string) =>
  createHmac('sha256', key).update(`${base}\n${at}\n${suffix}`).digest('base64url').slice(0, 32);

/** The topic to publish a past message to. */
export function historyTopic(key: Buffer, base: string, at: Date, suffix: string): string {
  const ms = at.getTime();
  return `${base}/${HISTORY_LEVEL}/${ms}.${sign(key, base, ms, suffix)}/${suffix}`;
}

export class HistoryRefused extends Error {}

/**
 * The recorded topic and time of a message under a device base. Plain messages are received now; a history message
 * with a bad signature, or a time in the future, is refused.
 */
export function resolveReceived(
  key: Buffer,
  base: string,
  suffix: string[],
  now: Date,
): { topic: string; receivedAt: Date; suffix: string[] } {
  if (suffix[0] !== HISTORY_LEVEL) return { topic: joinTopic(base, suffix), receivedAt: now, suffix };
  const m = /^(\d{1,15})\.([\w-]{32})$/.exec(suffix[1] ?? '');
  const rest = suffix.slice(2);
  if (!m || rest.length === 0) throw new HistoryRefused('malformed history topic');
  const at = Number(m[1]);
  const expected = Buffer.from(sign(key, base, at, rest.join('/')));
  const given = Buffer.from(m[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new HistoryRefused('bad signature');
  if (at > now.getTime()) throw new HistoryRefused('history in the future');
  return { topic: joinTopic(base, rest), receivedAt: new Date(at), suffix: rest };
}

const joinTopic = (base: string, suffix: string[]) => (suffix.length ? `${base}/${suffix.join('/')}` : base);
