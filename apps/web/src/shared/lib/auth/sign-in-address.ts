/**
 * Sign-in completes only at the address the identity provider sends users back to (the console's PUBLIC_URL, as in
 * environment.json's redirectUri): the PKCE verifier and the session live in that origin's storage. Opened at
 * another address of the same server (http://127.0.0.1:3000 for http://localhost:3000; issue 22 defect 7), Sign In
 * first moves to the same page at the sign-in address, marked so that sign-in continues there at once. Behind a
 * proxy the browser is already at PUBLIC_URL, so this never moves; and at the sign-in address it never moves again.
 */
import { getEnvironment } from '../../config/env';

export const SIGN_IN_MARK = 'signIn';

/** The same page at the sign-in address, marked; undefined when the browser is already there. */
export function signInAddressFor(location: Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>) {
  const origin = new URL(getEnvironment().auth.redirectUri).origin;
  if (origin === location.origin) return undefined;
  const url = new URL(`${location.pathname}${location.search}${location.hash}`, origin);
  url.searchParams.set(SIGN_IN_MARK, '1');
  return url.toString();
}

/** After such a move: drops the mark from the address bar and says whether sign-in should continue. */
export function takeSignInMark(): boolean {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(SIGN_IN_MARK)) return false;
  url.searchParams.delete(SIGN_IN_MARK);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}
