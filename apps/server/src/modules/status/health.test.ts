/**
 * Readiness without a database (DESIGN.md health probes): /readyz answers 503 with its own shape, which the route
 * table declares, so the strict answers of tests pass it whole; /healthz still answers.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../platform/errors.js';
import { healthRoutes } from './health.routes.js';

let app: FastifyInstance;
afterEach(async () => app?.close());

async function appWithDatabase(up: boolean) {
  app = Fastify();
  const pool = { query: async () => (up ? { rows: [] } : Promise.reject(new Error('connection refused'))) };
  app.decorate('platform', { config: { NODE_ENV: 'test' }, pool } as never);
  registerErrorHandling(app);
  await app.register(healthRoutes);
  await app.ready();
  return app;
}

describe('health probes', () => {
  it('answers 503 not ready when the database is down, and is still alive', async () => {
    const a = await appWithDatabase(false);
    const ready = await a.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'not ready', database: 'down' }]);
    const alive = await a.inject({ url: '/healthz' });
    expect([alive.statusCode, alive.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('answers ready when the database answers', async () => {
    const ready = await (await appWithDatabase(true)).inject({ url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready', database: 'up' }]);
  });
});
