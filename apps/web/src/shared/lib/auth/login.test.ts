import i18next from '../../i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OIDC_FIXED_STATE, PKCE_VERIFIER_LENGTH, STORAGE_KEYS } from '@dc/contracts';
import { jsonResponse, testEnvironment, testProviderConfig } from '../../../test/fixtures';
import { setEnvironment } from '../../config/env';
import { getAuthStatus, setAuthStatus } from './auth-status';
import { browser } from './browser';
import { login, resetLoginForTests } from './login';
import { takeSignInMark } from './sign-in-address';
import { createChallenge } from './pkce';

describe('login', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetLoginForTests();
    setAuthStatus('idle');
    window.history.replaceState(null, '', '/applications?foo=bar');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(testProviderConfig)),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setEnvironment(undefined);
  });

  async function loginAndCapture(env = testEnvironment): Promise<URL> {
    setEnvironment(env);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await login({ params: { id: '1' } });
    expect(assign).toHaveBeenCalledTimes(1);
    return new URL(assign.mock.calls[0][0]);
  }

  it('stores the route and redirects to the authorization endpoint with PKCE', async () => {
    const url = await loginAndCapture();
    expect(`${url.origin}${url.pathname}`).toBe(testProviderConfig.authorization_endpoint);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe('developer-console');
    expect(q.get('redirect_uri')).toBe('http://localhost:3000/callback');
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid developer-console offline_access');
    expect(q.get('state')).toBe(OIDC_FIXED_STATE);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.has('kc_idp_hint')).toBe(false);
    const verifier = sessionStorage.getItem(STORAGE_KEYS.pkceVerifier)!;
    expect(verifier).toMatch(new RegExp(`^[A-Za-z0-9]{${PKCE_VERIFIER_LENGTH}}$`));
    expect(q.get('code_challenge')).toBe(await createChallenge(verifier));
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.storedRoute)!)).toEqual({
      path: '/applications',
      params: { id: '1' },
      query: '?foo=bar',
    });
    expect(localStorage.getItem(STORAGE_KEYS.providerConfig)).not.toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.consumerConfig)!)).toEqual(testEnvironment.auth);
    expect(getAuthStatus()).toBe('redirecting');
  });

  it('adds the identity provider hint only when configured', async () => {
    const url = await loginAndCapture({ ...testEnvironment, auth: { ...testEnvironment.auth, idpHint: 'e2e' } });
    expect(url.searchParams.get('kc_idp_hint')).toBe('e2e');
  });

  it('names the console language as ui_locales, so the sign-in pages speak it (issue 22)', async () => {
    const previous = i18next.language;
    await i18next.changeLanguage('de-DE');
    try {
      expect((await loginAndCapture()).searchParams.get('ui_locales')).toBe('de-DE');
    } finally {
      await i18next.changeLanguage(previous);
    }
  });

  it('redirects once when several calls race', async () => {
    setEnvironment(testEnvironment);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await Promise.all([login(), login(), login()]);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('does nothing while signing out', async () => {
    setEnvironment(testEnvironment);
    setAuthStatus('signing-out');
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await login();
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(STORAGE_KEYS.storedRoute)).toBeNull();
  });

  it('resolves and returns to idle when the provider cannot be reached', async () => {
    setEnvironment(testEnvironment);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await expect(login()).resolves.toBeUndefined();
    expect(assign).not.toHaveBeenCalled();
    expect(getAuthStatus()).toBe('idle');
  });

  // Defect 7 (issue 22): opened at another address than PUBLIC_URL, Sign In used to fail at the provider or the
  // callback; it now moves to the same page at the sign-in address, marked to continue signing in there.
  it('moves to the sign-in address first when the page is open at another one', async () => {
    const env = {
      ...testEnvironment,
      auth: { ...testEnvironment.auth, redirectUri: 'http://console.example:3000/callback' },
    };
    const url = await loginAndCapture(env);
    expect(url.toString()).toBe('http://console.example:3000/applications?foo=bar&signIn=1');
    expect(fetch).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(STORAGE_KEYS.pkceVerifier)).toBeNull();
  });

  it('continues at the sign-in address: the mark is taken once and leaves the address bar', () => {
    window.history.replaceState(null, '', '/applications?foo=bar&signIn=1#x');
    expect(takeSignInMark()).toBe(true);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/applications?foo=bar#x',
    );
    expect(takeSignInMark()).toBe(false);
  });
});
