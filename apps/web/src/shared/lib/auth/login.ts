/** Starts the authorization-code flow with PKCE (spec 1 section 4.1). */
import i18next from '../../i18n';
import { CALLBACK_PATH, GENERIC_ERROR_MESSAGE, STORAGE_KEYS } from '@dc/contracts';
import { getEnvironment } from '../../config/env';
import { notifyError } from '../notify';
import { buildAuthorizeUrl } from './authorize-url';
import { getAuthStatus, setAuthStatus } from './auth-status';
import { browser } from './browser';
import { createChallenge, createVerifier } from './pkce';
import { cacheConsumerConfig, getProviderConfig } from './provider-config';
import { storeRoute } from './route-store';
import { signInAddressFor } from './sign-in-address';

let inFlight: Promise<void> | undefined;

export interface LoginOptions {
  /** Route parameters of the page the login starts from. */
  params?: Record<string, string | undefined>;
}

/**
 * Remembers where the user is, then sends the browser to the identity provider. Concurrent calls share
 * one redirect. Never rejects: when the provider cannot be reached the user is told and may try again.
 */
export function login(options: LoginOptions = {}): Promise<void> {
  // A request failing with 401 while signing out must not send the browser back to sign in.
  if (getAuthStatus() === 'signing-out') return Promise.resolve();
  inFlight ??= startLogin(options).catch((err: unknown) => {
    console.error('Sign-in could not start', err);
    inFlight = undefined;
    setAuthStatus('idle');
    notifyError(i18next.t('errors.generic', { defaultValue: GENERIC_ERROR_MESSAGE }));
  });
  return inFlight;
}

async function startLogin({ params }: LoginOptions): Promise<void> {
  setAuthStatus('redirecting');
  const elsewhere = signInAddressFor(window.location);
  if (elsewhere) return browser.assign(elsewhere);
  const consumer = getEnvironment().auth;
  // A retry from /callback keeps the route the first login stored.
  if (window.location.pathname !== CALLBACK_PATH) storeRoute(window.location, params);
  const verifier = createVerifier();
  sessionStorage.setItem(STORAGE_KEYS.pkceVerifier, verifier);
  const challenge = await createChallenge(verifier);
  cacheConsumerConfig(consumer);
  const provider = await getProviderConfig(consumer.authority);
  // No language before the translations have started: then there is none to pass on.
  const language = i18next.language || undefined;
  browser.assign(buildAuthorizeUrl(provider, consumer, challenge, language));
}

/** For tests: forget a pending redirect. */
export const resetLoginForTests = (): void => {
  inFlight = undefined;
};
