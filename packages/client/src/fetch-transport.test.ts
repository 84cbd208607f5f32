import { describe, expect, it } from 'vitest';
import { ClientError } from './errors';
import { buildUrl, fetchTransport } from './fetch-transport';

/** A fetch double answering one response and keeping what it was asked. */
function fakeFetch(res: Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return res;
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('fetchTransport', () => {
  it('sends JSON with the bearer token and the headers of the call', async () => {
    const { impl, calls } = fakeFetch(Response.json({ id: 'a1' }, { status: 201 }));
    const send = fetchTransport({ baseUrl: 'http://console.test', token: () => 'tok', fetch: impl });
    const answer = await send({
      route: 'applications.create',
      method: 'POST',
      path: '/api/apim/applications',
      body: { name: 'x' },
      headers: { team_uuid: 't1' },
    });
    expect(answer).toEqual({ id: 'a1' });
    expect(calls[0].url).toBe('http://console.test/api/apim/applications');
    const headers = calls[0].init.headers as Headers;
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get('team_uuid')).toBe('t1');
    expect(headers.get('content-type')).toBe('application/json');
    expect(calls[0].init.body).toBe('{"name":"x"}');
  });

  it("rejects with the error body's code and message", async () => {
    const body = { code: 'APPLICATION_NOT_FOUND', message: 'Application not found' };
    const { impl } = fakeFetch(Response.json(body, { status: 404 }));
    const send = fetchTransport({ baseUrl: 'http://console.test', fetch: impl });
    const failure = send({ route: 'applications.get', method: 'GET', path: '/api/apim/applications/x', headers: {} });
    await expect(failure).rejects.toBeInstanceOf(ClientError);
    await expect(failure).rejects.toMatchObject({ status: 404, code: 'APPLICATION_NOT_FOUND' });
  });

  it('answers undefined for a 204', async () => {
    const { impl } = fakeFetch(new Response(null, { status: 204 }));
    const send = fetchTransport({ baseUrl: 'http://console.test', fetch: impl });
    await expect(send({ route: 'teams.remove', method: 'DELETE', path: '/x', headers: {} })).resolves.toBeUndefined();
  });
});

describe('buildUrl', () => {
  it('keeps the base path and leaves out empty query values', () => {
    expect(buildUrl('http://h/console/', '/api/core/teams', { page: 2, q: undefined, all: false })).toBe(
      'http://h/console/api/core/teams?page=2&all=false',
    );
  });
});
