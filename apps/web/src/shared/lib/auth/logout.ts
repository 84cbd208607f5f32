/** Sign-out (spec 1 section 4.1): clear every stored key, then leave through the end-session endpoint. */
import { LOGOUT_REDIRECT_DELAY_MS, PAGE_HISTORY_STORAGE_KEY, POST_LOGOUT_PATH, STORAGE_KEYS } from '@dc/contracts';
import type { KeyValueStorage } from '../storage';
import { setAuthStatus } from './auth-status';
import { browser } from './browser';
import { readCachedConsumerConfig, readCachedProviderConfig } from './provider-config';
import { cancelRefresh } from './refresh-scheduler';
import { readSession } from './session';
import { CALLBACK_FAILURES_KEY } from './sign-in-attempts';

/** Removes every key the console keeps, from both storages. */
export function clearAuthStorage(stores: KeyValueStorage[] = [localStorage, sessionStorage]): void {
  const keys = [...Object.values(STORAGE_KEYS), CALLBACK_FAILURES_KEY, PAGE_HISTORY_STORAGE_KEY];
  for (const store of stores) for (const key of keys) store.removeItem(key);
}

export function endSessionUrl(endpoint: string, idToken: string, postLogoutUri: string, clientId: string): string {
  const url = new URL(endpoint, window.location.origin);
  if (idToken) url.searchParams.set('id_token_hint', idToken);
  url.searchParams.set('post_logout_redirect_uri', postLogoutUri);
  url.searchParams.set('client_id', clientId);
  return url.toString();
}

export interface LogoutOptions {
  /** Runs after storage is cleared, e.g. to drop cached queries. */
  onCleared?: () => void;
}

export async function logout({ onCleared }: LogoutOptions = {}): Promise<void> {
  // Read what the redirect needs before the keys holding it are cleared.
  const provider = readCachedProviderConfig();
  const consumer = readCachedConsumerConfig();
  const idToken = readSession()?.id_token ?? '';
  setAuthStatus('signing-out');
  cancelRefresh();
  clearAuthStorage();
  onCleared?.();
  const target =
    provider?.end_session_endpoint && consumer
      ? endSessionUrl(provider.end_session_endpoint, idToken, consumer.postLogoutUri, consumer.applicationId)
      : POST_LOGOUT_PATH;
  await new Promise((resolve) => setTimeout(resolve, LOGOUT_REDIRECT_DELAY_MS));
  browser.assign(target);
}
