import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage';
import { readPageHistory, recordPageTitle } from './page-history';

describe('page history', () => {
  it('keeps the last 3 titles, newest first, without repeating the current one', () => {
    const storage = createMemoryStorage();
    for (const title of ['Home', 'Home', 'Workbench', 'Teams', 'Accounts']) recordPageTitle(title, storage);
    expect(readPageHistory(storage)).toEqual(['Accounts', 'Teams', 'Workbench']);
  });

  it('reads a corrupt entry as empty', () => {
    const storage = createMemoryStorage();
    storage.setItem('PAGE_HISTORY', '{oops');
    expect(readPageHistory(storage)).toEqual([]);
  });
});
