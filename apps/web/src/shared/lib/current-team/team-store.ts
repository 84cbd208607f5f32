/** The current team, stored locally per user e-mail (spec 1 sections 4.2 and 9) under CURRENT_TEAM. */
import { STORAGE_KEYS, type Team } from '@dc/contracts';
import { readJson, writeJson, type KeyValueStorage } from '../storage';

/** The fields spec 3 lists for the current team. */
export type StoredTeam = Pick<Team, 'uuid' | 'name' | 'displayName' | 'role' | 'internal'>;
type Store = Record<string, StoredTeam>;

const listeners = new Set<() => void>();
const key = (email: string) => email.trim().toLowerCase();

export function readStoredTeam(email: string, storage: KeyValueStorage = localStorage): StoredTeam | undefined {
  const store = readJson<Store>(STORAGE_KEYS.currentTeam, storage);
  const team = store && typeof store === 'object' ? store[key(email)] : undefined;
  return team && typeof team.uuid === 'string' ? team : undefined;
}

export function storeTeam(email: string, team: Team, storage: KeyValueStorage = localStorage): void {
  const store = readJson<Store>(STORAGE_KEYS.currentTeam, storage) ?? {};
  const { uuid, name, displayName, role, internal } = team;
  writeJson(STORAGE_KEYS.currentTeam, { ...store, [key(email)]: { uuid, name, displayName, role, internal } }, storage);
  listeners.forEach((l) => l());
}

export function subscribeStoredTeam(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab choosing a team changes it here too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEYS.currentTeam || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
