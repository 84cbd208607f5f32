/** With the CATALOGS flag off (FEATURE_CATALOGS=false) the whole catalog API answers 404 and the flag reads false. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGS_PREFIX } from '@dc/contracts';
import { startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ FEATURE_CATALOGS: 'false', WEB_DIST: '/nonexistent-web-dist' });
});
afterAll(async () => server?.stop());

describe('CATALOGS flag off', () => {
  it('answers 404 on every catalog route, signed in or not', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['GET', '/catalogs'],
      ['GET', `/teams/${id}/catalogs`],
      ['GET', `/catalogs/${id}`],
      ['POST', '/catalogs'],
      ['PUT', `/catalogs/${id}/products`],
      ['POST', '/catalogs/permission'],
      ['GET', `/catalogs/permission/accept/${id}/email/abcdefghijklmnopqrstuvwx`],
    ]) {
      const res = await fetch(`${server.url}${CATALOGS_PREFIX}${path}`, {
        method,
        headers: { authorization: 'Bearer x', 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('reports the flag as off to the console', async () => {
    const res = await fetch(`${server.url}/ui-config/feature-toggler.json`);
    expect(await res.json()).toMatchObject({ CATALOGS: false });
  });
});
