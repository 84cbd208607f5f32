/** The last page titles the user saw (spec 3 sections 3 and 9: history1 to history3 of the feedback e-mail). */
import { PAGE_HISTORY_SIZE, PAGE_HISTORY_STORAGE_KEY } from '@dc/contracts';
import { readJson, writeJson, type KeyValueStorage } from '../storage';

export function readPageHistory(storage: KeyValueStorage = localStorage): string[] {
  const list = readJson<unknown>(PAGE_HISTORY_STORAGE_KEY, storage);
  return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : [];
}

/** Newest first; the same title twice in a row counts once. */
export function recordPageTitle(title: string, storage: KeyValueStorage = localStorage): string[] {
  const list = readPageHistory(storage);
  if (!title || list[0] === title) return list;
  const next = [title, ...list].slice(0, PAGE_HISTORY_SIZE);
  writeJson(PAGE_HISTORY_STORAGE_KEY, next, storage);
  return next;
}
