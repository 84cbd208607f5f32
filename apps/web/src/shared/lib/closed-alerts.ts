/** Alert ids the user closed, kept locally under CLOSED_ALERTS so a closed alert stays closed (spec 1 section 4.6). */
import { STORAGE_KEYS } from '@dc/contracts';
import { readJson, writeJson, type KeyValueStorage } from './storage';

export function readClosedAlerts(storage: KeyValueStorage = localStorage): string[] {
  const ids = readJson<unknown>(STORAGE_KEYS.closedAlerts, storage);
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

export const isAlertClosed = (id: string, storage: KeyValueStorage = localStorage): boolean =>
  readClosedAlerts(storage).includes(id);

export function closeAlert(id: string, storage: KeyValueStorage = localStorage): void {
  const ids = readClosedAlerts(storage);
  if (!ids.includes(id)) writeJson(STORAGE_KEYS.closedAlerts, [...ids, id], storage);
}
