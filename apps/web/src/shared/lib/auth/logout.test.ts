import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_REDIRECT_DELAY_MS, STORAGE_KEYS } from '@dc/contracts';
import { testEnvironment, testProviderConfig } from '../../../test/fixtures';
import { browser } from './browser';
import { clearAuthStorage, logout } from './logout';

const session = { id_token: 'the-id-token', access_token: 'a', refresh_token: 'r', expires_in: 3600, expiryTime: 1 };

function fillEveryKey() {
  for (const key of Object.values(STORAGE_KEYS)) {
    localStorage.setItem(key, '"x"');
    sessionStorage.setItem(key, '"x"');
  }
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(session));
  localStorage.setItem(STORAGE_KEYS.providerConfig, JSON.stringify(testProviderConfig));
  localStorage.setItem(STORAGE_KEYS.consumerConfig, JSON.stringify(testEnvironment.auth));
}

const remainingKeys = () =>
  Object.values(STORAGE_KEYS).filter((k) => localStorage.getItem(k) !== null || sessionStorage.getItem(k) !== null);

describe('logout', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clears every storage key', () => {
    fillEveryKey();
    localStorage.setItem('unrelated', '1');
    clearAuthStorage();
    expect(remainingKeys()).toEqual([]);
    expect(localStorage.getItem('unrelated')).toBe('1');
  });

  it('clears storage at once and redirects to the end-session endpoint 5 ms later', async () => {
    vi.useFakeTimers();
    fillEveryKey();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const onCleared = vi.fn();
    const done = logout({ onCleared });
    expect(remainingKeys()).toEqual([]);
    expect(onCleared).toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(LOGOUT_REDIRECT_DELAY_MS);
    await done;
    const url = new URL(assign.mock.calls[0][0]);
    expect(`${url.origin}${url.pathname}`).toBe(testProviderConfig.end_session_endpoint);
    expect(url.searchParams.get('id_token_hint')).toBe('the-id-token');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(testEnvironment.auth.postLogoutUri);
    expect(url.searchParams.get('client_id')).toBe(testEnvironment.auth.applicationId);
  });

  it('goes to the landing page when no provider configuration is known', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await logout();
    expect(assign).toHaveBeenCalledWith('/landing');
  });
});
