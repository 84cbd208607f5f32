import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@dc/contracts';
import { jsonResponse, testEnvironment } from '../../test/fixtures';
import { setEnvironment } from '../config/env';
import { api, quietApi, serviceOf } from './api-call';
import { login } from './auth/login';

vi.mock('./auth/login', () => ({ login: vi.fn(async () => undefined) }));

describe('typed api calls', () => {
  beforeEach(() => {
    setEnvironment(testEnvironment);
    const session = { id_token: 'ID', access_token: 'AT', expiryTime: Date.now() + 3600_000 };
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(session));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(login).mockClear();
    localStorage.clear();
  });

  it("go through the service client the route's path names", async () => {
    const fetchMock = vi.fn(async (..._args: [RequestInfo | URL, RequestInit?]) => jsonResponse({ id: 'a' }));
    vi.stubGlobal('fetch', fetchMock);
    await api.call('applications.get', { team: 't1', params: { applicationId: 'app 1' } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/apim/applications/app%201');
    expect(new Headers(init?.headers).get('team_uuid')).toBe('t1');
  });

  it('send paths outside /api through the status client', () => {
    expect(serviceOf('/v2/status.json')).toEqual({ service: 'status', path: '/v2/status.json' });
    expect(serviceOf('/api/core/teams')).toEqual({ service: 'core', path: '/teams' });
  });

  it('start a login on a 401, except through quietApi (the sign-in callback, page views)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ code: 'UNAUTHORIZED', message: 'No' }, 401)));
    await expect(quietApi.call('users.me')).rejects.toMatchObject({ status: 401 });
    expect(login).not.toHaveBeenCalled();
    await expect(api.call('users.me')).rejects.toMatchObject({ status: 401 });
    expect(login).toHaveBeenCalledTimes(1);
  });
});
