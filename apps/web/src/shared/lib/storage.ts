/** JSON values in Web Storage; a corrupt entry reads as missing rather than breaking the console. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readJson<T>(key: string, storage: KeyValueStorage = localStorage): T | undefined {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown, storage: KeyValueStorage = localStorage): void {
  storage.setItem(key, JSON.stringify(value));
}

/** An in-memory storage, used by tests and where Web Storage is unavailable. */
export function createMemoryStorage(): KeyValueStorage & { keys(): string[] } {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    keys: () => [...map.keys()],
  };
}
