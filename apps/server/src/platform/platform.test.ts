import type { EnvironmentConfig } from '@dc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

describe('platform over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  it('answers /healthz and /readyz (database up) with a request id', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('x-request-id')).toMatch(/[\w-]+/);
    const ready = await fetch(`${server.url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'up' });
  });

  it('keeps a given x-request-id', async () => {
    const res = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
  });

  it('exposes Prometheus metrics', async () => {
    const res = await fetch(`${server.url}/metrics`);
    const text = await res.text();
    expect(text).toContain('http_request_duration_seconds');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('answers unknown API paths with the one error shape', async () => {
    const res = await fetch(`${server.url}/api/nowhere`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends a strict Content-Security-Policy and no X-Powered-By', async () => {
    const res = await fetch(`${server.url}/healthz`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('serves the UI configuration with every service client', async () => {
    const env = (await (await fetch(`${server.url}/ui-config/environment.json`)).json()) as EnvironmentConfig;
    expect(env.httpClients.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['core', 'profiles', 'authz', 'apim', 'linter', 'iot', 'status']),
    );
    expect(env.auth.redirectUri).toBe(`${server.url}/callback`);
    const terms = await fetch(`${server.url}/assets/terms.html?t=${Date.now()}`);
    expect(terms.headers.get('content-type')).toContain('text/html');
    expect(await terms.text()).toContain('Developer Agreement');
  });
});
