import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveError, STORAGE_KEYS } from '@dc/contracts';
import { jsonResponse, testEnvironment } from '../../test/fixtures';
import { setEnvironment } from '../config/env';
import { apiClient, ApiRequestError, buildUrl } from './api-client';
import * as loginModule from './auth/login';

const session = { id_token: 'ID', access_token: 'AT', refresh_token: 'RT', expires_in: 3600 };

describe('api client', () => {
  beforeEach(() => {
    localStorage.clear();
    setEnvironment(testEnvironment);
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ ...session, expiryTime: Date.now() + 3600_000 }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('builds URLs under the client base and drops empty query values', () => {
    expect(buildUrl('/api/core/', '/users/1/preferences', { a: 1, b: undefined })).toBe(
      '/api/core/users/1/preferences?a=1',
    );
  });

  it('sends the id token, or the access token, or nothing, per client', async () => {
    const fetchMock = vi.fn(async (..._args: [RequestInfo | URL, RequestInit?]) => jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await apiClient('core').post('/x', { name: 'n', value: 'v' });
    await apiClient('apim').get('/apis');
    await apiClient('status').get('/v2/status.json');
    const auth = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Authorization'));
    expect(auth).toEqual(['Bearer ID', 'Bearer AT', null]);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/core/x');
    expect(fetchMock.mock.calls[0][1]?.body).toBe('{"name":"n","value":"v"}');
  });

  it('turns error bodies into ApiRequestError that resolveError reads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ code: 'CT1047', message: 'Team limit is exceeded' }, 400)),
    );
    const err = await apiClient('core')
      .get('/teams')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({ status: 400, code: 'CT1047', message: 'Team limit is exceeded' });
    expect(resolveError(err)).toEqual({ code: 'CT1047', message: 'Team limit is exceeded' });
  });

  it('starts a login on 401', async () => {
    const login = vi.spyOn(loginModule, 'login').mockResolvedValue();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ code: 'UNAUTHORIZED', message: 'bad token' }, 401)),
    );
    await expect(apiClient('profiles').get('/users/me')).rejects.toMatchObject({ status: 401 });
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('reports an unreachable network with the spec fallback', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const err = await apiClient('core')
      .get('/teams')
      .catch((e: unknown) => e);
    expect(resolveError(err).code).toBe('UNKNOWN');
  });
});
