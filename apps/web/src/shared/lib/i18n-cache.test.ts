import { describe, expect, it, vi } from 'vitest';
import { createCachedFetch } from './i18n-cache';
import { createMemoryStorage } from './storage';

describe('translation cache', () => {
  it('serves a file from the cache for one day, ignoring the timestamp parameter', async () => {
    let now = 0;
    const fetchImpl = vi.fn(async () => new Response('{"a":"b"}', { status: 200 }));
    const cachedFetch = createCachedFetch(fetchImpl as unknown as typeof fetch, createMemoryStorage(), () => now);
    expect(await (await cachedFetch('/locales/common/de-DE.json?t=1')).json()).toEqual({ a: 'b' });
    now = 23 * 3600_000;
    expect(await (await cachedFetch('/locales/common/de-DE.json?t=2')).json()).toEqual({ a: 'b' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    now = 24 * 3600_000 + 1;
    await cachedFetch('/locales/common/de-DE.json?t=3');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('does not cache failures', async () => {
    const fetchImpl = vi.fn(async () => new Response('nope', { status: 404 }));
    const cachedFetch = createCachedFetch(fetchImpl as unknown as typeof fetch, createMemoryStorage());
    await cachedFetch('/locales/x/en.json');
    await cachedFetch('/locales/x/en.json');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
