/** The /callback step (spec 1 sections 2.1 and 4.1): code for tokens, user info, then the stored route. */
import { OIDC_FIXED_STATE, STORAGE_KEYS } from '@dc/contracts';
import { getEnvironment } from '../../config/env';
import { ApiRequestError } from '../api-error';
import { getCurrentUser } from './get-current-user';
import { getProviderConfig, readCachedConsumerConfig } from './provider-config';
import { scheduleRefresh } from './refresh-scheduler';
import { clearStoredRoute, postLoginTarget, readStoredRoute } from './route-store';
import { saveSession, toSession } from './session';
import { exchangeCode } from './token-client';
import type { UserProfile } from '@dc/contracts';

export class SignInError extends Error {
  constructor(readonly reason: 'provider-error' | 'bad-state' | 'no-verifier' | 'rejected') {
    super(`sign-in failed: ${reason}`);
  }
}

export interface SignInResult {
  /** Where to go next: the stored route with its query, or home. */
  target: string;
  user?: UserProfile;
}

export async function completeSignIn(search: string): Promise<SignInResult> {
  const query = new URLSearchParams(search);
  if (query.get('error')) throw new SignInError('provider-error');
  const code = query.get('code');
  if (!code || query.get('state') !== OIDC_FIXED_STATE) throw new SignInError('bad-state');
  const verifier = sessionStorage.getItem(STORAGE_KEYS.pkceVerifier);
  if (!verifier) throw new SignInError('no-verifier');

  const consumer = readCachedConsumerConfig() ?? getEnvironment().auth;
  const provider = await getProviderConfig(consumer.authority);
  const tokens = await exchangeCode(provider, consumer, code, verifier);
  sessionStorage.removeItem(STORAGE_KEYS.pkceVerifier);
  const session = toSession(tokens, Date.now());
  saveSession(session);
  scheduleRefresh(session);

  let user: UserProfile | undefined;
  try {
    user = await getCurrentUser({ quiet: true });
  } catch (err) {
    // A token the API refuses is a failed sign-in; any other error is left to the pages to show.
    if (err instanceof ApiRequestError && err.status === 401) throw new SignInError('rejected');
  }
  const target = postLoginTarget(readStoredRoute());
  clearStoredRoute();
  return { target, user };
}

const runs = new Map<string, Promise<SignInResult>>();

/** A code can be exchanged once: a re-mounted callback page shares the first run. */
export function completeSignInOnce(search: string): Promise<SignInResult> {
  let run = runs.get(search);
  if (!run) {
    run = completeSignIn(search);
    runs.set(search, run);
  }
  return run;
}
