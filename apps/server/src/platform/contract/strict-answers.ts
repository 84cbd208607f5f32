/**
 * Strict answers (tests only): Fastify's serialiser drops any field the route's response schema does not name,
 * so nothing leaks by accident; in tests such a field is a failure instead (500 CONTRACT_VIOLATION, logged), so a
 * handler answering more than its contract says cannot go unnoticed.
 */
import type { preSerializationAsyncHookHandler } from 'fastify';
import { AppError } from '../errors.js';

export const CONTRACT_VIOLATION = 'CONTRACT_VIOLATION';

/** The first path where `sent` differs from `given` (a field the serialiser dropped or changed), or undefined. */
export function firstDifference(given: unknown, sent: unknown, path = '$'): string | undefined {
  if (given === sent) return undefined;
  if (Array.isArray(given) && Array.isArray(sent)) {
    if (given.length !== sent.length) return `${path}.length`;
    for (let i = 0; i < given.length; i++) {
      const d = firstDifference(given[i], sent[i], `${path}[${i}]`);
      if (d) return d;
    }
    return undefined;
  }
  if (given && sent && typeof given === 'object' && typeof sent === 'object') {
    const g = given as Record<string, unknown>;
    const s = sent as Record<string, unknown>;
    for (const key of new Set([...Object.keys(g), ...Object.keys(s)])) {
      const d = firstDifference(g[key], s[key], `${path}.${key}`);
      if (d) return d;
    }
    return undefined;
  }
  return path;
}

/**
 * Before serialisation: the answer as the route's own serialiser writes it (reply.serializeInput, the schema of the
 * status) must say everything the handler gave. Checked here rather than on send, where compression has already
 * turned the text into bytes.
 */
const check: preSerializationAsyncHookHandler<unknown> = async (req, reply, payload) => {
  const schema = req.routeOptions.schema?.response as Record<number, unknown> | undefined;
  if (!schema?.[reply.statusCode] || payload === null || typeof payload !== 'object') return payload;
  const sent = reply.serializeInput(payload as Record<string, unknown>, String(reply.statusCode)) as string;
  const diff = firstDifference(JSON.parse(JSON.stringify(payload)), JSON.parse(sent));
  if (!diff) return payload;
  const message = `${req.routeOptions.method} ${req.routeOptions.url} answered ${diff} outside its response schema`;
  req.log.error({ diff }, message);
  throw new AppError(500, CONTRACT_VIOLATION, message);
};

export const strictAnswerHooks = () => ({ preSerialization: check });
