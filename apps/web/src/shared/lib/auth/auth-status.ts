/** Where the tab is in leaving for the identity provider: to sign in, or to sign out. */
import { useSyncExternalStore } from 'react';

export type AuthStatus = 'idle' | 'redirecting' | 'signing-out';

let status: AuthStatus = 'idle';
const listeners = new Set<() => void>();

export function setAuthStatus(next: AuthStatus): void {
  status = next;
  listeners.forEach((l) => l());
}

export const getAuthStatus = (): AuthStatus => status;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useAuthStatus = (): AuthStatus => useSyncExternalStore(subscribe, getAuthStatus);
