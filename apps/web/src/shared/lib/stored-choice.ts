/**
 * A choice among fixed values kept in local storage (the list sorts of spec 2 section 9: applicationsOrder,
 * subscriptionsOrder). Stored as the bare value; anything else stored reads as the default.
 */
import { useCallback, useState } from 'react';
import type { KeyValueStorage } from './storage';

export function readStoredChoice<T extends string>(
  key: string,
  allowed: readonly T[],
  fallback: T,
  storage: KeyValueStorage = localStorage,
): T {
  let raw: string | null = null;
  try {
    raw = storage.getItem(key);
  } catch {
    // Storage refused (privacy mode): the default it is.
  }
  return raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback;
}

export function writeStoredChoice(key: string, value: string, storage: KeyValueStorage = localStorage): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Not remembered this time; the page still sorts.
  }
}

/** The stored choice and a setter that stores it. */
export function useStoredChoice<T extends string>(key: string, allowed: readonly T[], fallback: T) {
  const [value, setValue] = useState<T>(() => readStoredChoice(key, allowed, fallback));
  const choose = useCallback(
    (next: T) => {
      writeStoredChoice(key, next);
      setValue(next);
    },
    [key],
  );
  return [value, choose] as const;
}
