/**
 * Strict answers (tests only): Fastify's serialiser drops any field the route's response schema does not name,
 * so nothing leaks by accident; in tests such a field is a failure instead (500 CONTRACT_VIOLATION, logged), so a
 * handler answering more than its contract says cannot go unnoticed.
 */
import type { FastifyReply, FastifyRequest, preSerializationAsyncHookHandler, onSendAsyncHookHandler } from 'fastify';
import { AppError } from '../errors.js';

export const CONTRACT_VIOLATION = 'CONTRACT_VIOLATION';
const ANSWER = Symbol('answer as the handler gave it');

type WithAnswer = FastifyRequest & { [ANSWER]?: string };

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

const keep: preSerializationAsyncHookHandler<unknown> = async (req, _reply, payload) => {
  (req as WithAnswer)[ANSWER] = JSON.stringify(payload);
  return payload;
};

const compare: onSendAsyncHookHandler<unknown> = async (req, reply: FastifyReply, payload) => {
  const given = (req as WithAnswer)[ANSWER];
  if (given === undefined || typeof payload !== 'string' || reply.statusCode >= 300) return payload;
  (req as WithAnswer)[ANSWER] = undefined;
  const diff = firstDifference(JSON.parse(given), JSON.parse(payload));
  if (!diff) return payload;
  const message = `${req.routeOptions.method} ${req.routeOptions.url} answered ${diff} outside its response schema`;
  req.log.error({ diff }, message);
  throw new AppError(500, CONTRACT_VIOLATION, message);
};

export const strictAnswerHooks = () => ({ preSerialization: keep, onSend: compare });
