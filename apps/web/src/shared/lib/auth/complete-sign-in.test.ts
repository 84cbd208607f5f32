import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OIDC_FIXED_STATE, STORAGE_KEYS } from '@dc/contracts';
import { jsonResponse, testEnvironment, testProviderConfig } from '../../../test/fixtures';
import { setEnvironment } from '../../config/env';
import { completeSignIn, SignInError } from './complete-sign-in';
import { cancelRefresh } from './refresh-scheduler';
import { readSession } from './session';

const user = {
  uuid: '3f9a5c3e-7a43-4a36-9a5e-2f1f7c1e2a11',
  email: 'dev@example.com',
  firstName: 'Dana',
  lastName: 'Developer',
  picture: null,
  role: null,
};
const tokens = { id_token: 'id', access_token: 'at', refresh_token: 'rt', expires_in: 3600 };

function stubServer(meStatus = 200) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('openid-configuration')) return jsonResponse(testProviderConfig);
    if (url === testProviderConfig.token_endpoint) {
      const form = new URLSearchParams(String(init?.body));
      expect(form.get('grant_type')).toBe('authorization_code');
      expect(form.get('code_verifier')).toBe('v'.repeat(40));
      return jsonResponse(tokens);
    }
    if (url.endsWith('/api/profiles/users/me')) {
      return meStatus === 200 ? jsonResponse(user) : jsonResponse({ code: 'UNAUTHORIZED', message: 'no' }, meStatus);
    }
    return jsonResponse({ code: 'NOT_FOUND', message: url }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('completeSignIn', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    setEnvironment(testEnvironment);
    sessionStorage.setItem(STORAGE_KEYS.pkceVerifier, 'v'.repeat(40));
  });
  afterEach(() => {
    cancelRefresh();
    vi.unstubAllGlobals();
  });

  it('saves the session and user info, then returns to the stored route once', async () => {
    stubServer();
    sessionStorage.setItem(
      STORAGE_KEYS.storedRoute,
      JSON.stringify({ path: '/applications', params: {}, query: '?foo=bar' }),
    );
    const result = await completeSignIn(`?code=abc&state=${OIDC_FIXED_STATE}`);
    expect(result.target).toBe('/applications?foo=bar');
    expect(readSession()).toMatchObject({ id_token: 'id', refresh_token: 'rt', expires_in: 3600 });
    expect(readSession()!.expiryTime).toBeGreaterThan(Date.now() + 3500_000);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo)!)).toEqual(user);
    expect(sessionStorage.getItem(STORAGE_KEYS.storedRoute)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.pkceVerifier)).toBeNull();
  });

  it('goes home when the login started on the landing page', async () => {
    stubServer();
    sessionStorage.setItem(STORAGE_KEYS.storedRoute, JSON.stringify({ path: '/landing', params: {}, query: '' }));
    await expect(completeSignIn(`?code=abc&state=${OIDC_FIXED_STATE}`)).resolves.toMatchObject({ target: '/home' });
  });

  it('rejects a wrong state and a provider error', async () => {
    stubServer();
    await expect(completeSignIn('?code=abc&state=other')).rejects.toBeInstanceOf(SignInError);
    await expect(completeSignIn('?error=access_denied')).rejects.toBeInstanceOf(SignInError);
  });

  it('treats a token the API refuses as a failed sign-in', async () => {
    stubServer(401);
    await expect(completeSignIn(`?code=abc&state=${OIDC_FIXED_STATE}`)).rejects.toMatchObject({ reason: 'rejected' });
  });
});
