/**
 * The registrar over a bare Fastify app: input parsed with the table's schemas, answers serialised from its response
 * schemas, and in strict mode (tests) an answer with a field outside its response schema fails.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { moduleRoutes } from '@dc/contracts';
import { compressionPlugin } from '../compression.js';
import { registerErrorHandling } from '../errors.js';
import { registerRoutes } from './registrar.js';

const profile = z.object({ id: z.string(), name: z.string() });
const PROBE = moduleRoutes('probe', '/probe', {
  exact: { method: 'GET', path: '/exact', auth: 'none', responses: { 200: profile } },
  leaky: { method: 'GET', path: '/leaky', auth: 'none', responses: { 200: profile } },
  create: {
    method: 'POST',
    path: '/items/:id',
    auth: 'none',
    params: z.object({ id: z.string().regex(/^\d+$/) }),
    body: z.object({ name: z.string().min(1) }),
    responses: { 201: profile },
  },
  gone: { method: 'DELETE', path: '/items/:id', auth: 'none', responses: { 204: null } },
});

let app: FastifyInstance;
afterEach(async () => app?.close());

async function probeApp(nodeEnv: 'test' | 'production') {
  app = Fastify();
  app.decorate('platform', { config: { NODE_ENV: nodeEnv } } as never);
  registerErrorHandling(app);
  // As in the app: compression turns answers above 1 KB into bytes on send, after the strict check.
  await app.register(compressionPlugin);
  registerRoutes(app, PROBE, {
    exact: () => ({ id: '1', name: 'Ada' }),
    // A handler that hands over its whole row: the password hash must never reach the caller.
    leaky: ({ req }) => ({
      id: '1',
      name: 'Ada',
      passwordHash: 'secret',
      padding: 'x'.repeat(Number(req.headers['x-pad'] ?? 0)),
    }),
    create: ({ params, body }) => ({ id: params.id, name: body.name }),
    gone: () => undefined,
  });
  await app.ready();
  return app;
}

describe('registrar', () => {
  it('answers with the fields of the response schema', async () => {
    const res = await (await probeApp('test')).inject({ url: '/probe/exact' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: '1', name: 'Ada' });
  });

  it('fails a route answering a field not in its response schema (strict mode)', async () => {
    const res = await (await probeApp('test')).inject({ url: '/probe/leaky' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'CONTRACT_VIOLATION' });
    expect(res.body).not.toContain('secret');
  });

  it('drops a field not in the response schema outside tests', async () => {
    const res = await (await probeApp('production')).inject({ url: '/probe/leaky' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: '1', name: 'Ada' });
  });

  it('parses params and body with the table schemas, and answers the one success status', async () => {
    const a = await probeApp('test');
    const ok = await a.inject({ method: 'POST', url: '/probe/items/7', payload: { name: 'Bo' } });
    expect([ok.statusCode, ok.json()]).toEqual([201, { id: '7', name: 'Bo' }]);
    const badParam = await a.inject({ method: 'POST', url: '/probe/items/x', payload: { name: 'Bo' } });
    expect([badParam.statusCode, badParam.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const badBody = await a.inject({ method: 'POST', url: '/probe/items/7', payload: { name: '' } });
    expect(badBody.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'name' }] });
    const gone = await a.inject({ method: 'DELETE', url: '/probe/items/7' });
    expect([gone.statusCode, gone.body]).toEqual([204, '']);
  });
});

describe('registrar behind compression', () => {
  it('still fails a leaky answer when the client accepts compressed answers', async () => {
    const a = await probeApp('test');
    // Large enough (4 KB) to be compressed.
    const res = await a.inject({ url: '/probe/leaky', headers: { 'accept-encoding': 'br, gzip', 'x-pad': '4096' } });
    expect(res.statusCode).toBe(500);
  });
});
