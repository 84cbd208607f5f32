import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@dc/contracts';
import { createMemoryStorage } from '../storage';
import { discoveryUrl, getProviderConfig } from './provider-config';

const config = { authorization_endpoint: 'https://idp/auth', token_endpoint: 'https://idp/token' };

describe('provider configuration', () => {
  it('reads discovery under the authority and caches it', async () => {
    const storage = createMemoryStorage();
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(config)));
    await expect(getProviderConfig('https://x/oidc/', fetchImpl, storage)).resolves.toEqual(config);
    expect(fetchImpl).toHaveBeenCalledWith(discoveryUrl('https://x/oidc'), expect.anything());
    expect(discoveryUrl('https://x/oidc')).toBe('https://x/oidc/.well-known/openid-configuration');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.providerConfig)!)).toEqual(config);
  });

  it('falls back to the cached copy when discovery fails', async () => {
    const storage = createMemoryStorage();
    storage.setItem(STORAGE_KEYS.providerConfig, JSON.stringify(config));
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(getProviderConfig('https://x/oidc', failing, storage)).resolves.toEqual(config);
  });

  it('fails when there is neither discovery nor a cached copy', async () => {
    const failing = vi.fn(async () => new Response('no', { status: 503 }));
    await expect(getProviderConfig('https://x/oidc', failing, createMemoryStorage())).rejects.toThrow();
  });
});
