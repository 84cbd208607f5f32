/** Identity provider configuration from OIDC discovery, cached (spec 1 sections 3 and 4.1). */
import { STORAGE_KEYS, type ConsumerConfig } from '@dc/contracts';
import { readJson, writeJson, type KeyValueStorage } from '../storage';

export interface ProviderConfig {
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint?: string;
  end_session_endpoint?: string;
  grant_types_supported?: string[];
}

export const discoveryUrl = (authority: string): string =>
  `${authority.replace(/\/+$/, '')}/.well-known/openid-configuration`;

export const readCachedProviderConfig = (storage: KeyValueStorage = localStorage) =>
  readJson<ProviderConfig>(STORAGE_KEYS.providerConfig, storage);

/** Fetches discovery; a failed fetch falls back to the cached copy (and throws only when there is none). */
export async function getProviderConfig(
  authority: string,
  fetchImpl: typeof fetch = fetch,
  storage: KeyValueStorage = localStorage,
): Promise<ProviderConfig> {
  try {
    const res = await fetchImpl(discoveryUrl(authority), { headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`discovery answered ${res.status}`);
    const config = (await res.json()) as ProviderConfig;
    if (!config.authorization_endpoint || !config.token_endpoint) throw new Error('incomplete discovery');
    writeJson(STORAGE_KEYS.providerConfig, config, storage);
    return config;
  } catch (err) {
    const cached = readCachedProviderConfig(storage);
    if (cached) return cached;
    throw err;
  }
}

/** The consumer configuration is kept beside the provider's, for the callback and logout. */
export function cacheConsumerConfig(config: ConsumerConfig, storage: KeyValueStorage = localStorage): void {
  writeJson(STORAGE_KEYS.consumerConfig, config, storage);
}

export const readCachedConsumerConfig = (storage: KeyValueStorage = localStorage) =>
  readJson<ConsumerConfig>(STORAGE_KEYS.consumerConfig, storage);
