/** Requests/s and p99 of GET /api/profiles/users/me with a valid token at 50 connections, beside a bare Fastify route. */
import autocannon from 'autocannon';
import Fastify from 'fastify';

export async function measure(url: string, headers: Record<string, string> = {}) {
  // Warm-up, then the measured run.
  await autocannon({ url, connections: 50, duration: 3, headers });
  const r = await autocannon({ url, connections: 50, duration: 10, headers });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

export async function bareFastify(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify();
  app.get('/bare', async () => ({ uuid: '00000000-0000-0000-0000-000000000000', email: 'a@b.c' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/bare`, close: () => app.close() };
}
