/**
 * Connectivity tracking (spec 3 section 4). While offline, TanStack Query pauses queries (networkMode 'online'),
 * so GET requests complete with no result instead of failing, and resume when the browser is back online.
 */
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

export const isOnline = (): boolean => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

export const useOnlineStatus = (): boolean => useSyncExternalStore(subscribe, isOnline, () => true);
