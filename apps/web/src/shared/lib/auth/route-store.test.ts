import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@dc/contracts';
import { createMemoryStorage } from '../storage';
import { clearStoredRoute, postLoginTarget, readStoredRoute, storeRoute } from './route-store';

describe('route store', () => {
  it('stores path, params and query, and restores them after sign-in', () => {
    const storage = createMemoryStorage();
    storeRoute({ pathname: '/applications', search: '?foo=bar' }, { id: '7', x: undefined }, storage);
    const stored = readStoredRoute(storage);
    expect(stored).toEqual({ path: '/applications', params: { id: '7' }, query: '?foo=bar' });
    expect(postLoginTarget(stored)).toBe('/applications?foo=bar');
    clearStoredRoute(storage);
    expect(storage.getItem(STORAGE_KEYS.storedRoute)).toBeNull();
  });

  it('goes home when nothing is stored', () => {
    expect(postLoginTarget(undefined)).toBe('/home');
  });

  it('goes home instead of the landing page', () => {
    expect(postLoginTarget({ path: '/landing', params: {}, query: '?a=1' })).toBe('/home');
    expect(postLoginTarget({ path: '/', params: {}, query: '' })).toBe('/home');
    expect(postLoginTarget({ path: '/callback', params: {}, query: '?code=x' })).toBe('/home');
  });

  it('never leaves the origin', () => {
    expect(postLoginTarget({ path: '//evil.example/x', params: {}, query: '' })).toBe('/home');
    expect(postLoginTarget({ path: 'https://evil.example', params: {}, query: '' })).toBe('/home');
  });

  it('keeps deep paths with a query', () => {
    expect(postLoginTarget({ path: '/iot/groups/g1', params: {}, query: 'region=eu' })).toBe(
      '/iot/groups/g1?region=eu',
    );
  });
});
