import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './storage';
import { readStoredChoice, writeStoredChoice } from './stored-choice';

const SORTS = ['asc', 'recent'] as const;

describe('stored choice', () => {
  it('reads the default when nothing is stored', () => {
    expect(readStoredChoice('applicationsOrder', SORTS, 'asc', createMemoryStorage())).toBe('asc');
  });

  it('reads back what was stored, as the bare value', () => {
    const storage = createMemoryStorage();
    writeStoredChoice('subscriptionsOrder', 'asc', storage);
    expect(storage.getItem('subscriptionsOrder')).toBe('asc');
    expect(readStoredChoice('subscriptionsOrder', SORTS, 'recent', storage)).toBe('asc');
  });

  it('ignores a value that is not one of the choices', () => {
    const storage = createMemoryStorage();
    storage.setItem('applicationsOrder', '"recent"');
    expect(readStoredChoice('applicationsOrder', SORTS, 'asc', storage)).toBe('asc');
  });
});
