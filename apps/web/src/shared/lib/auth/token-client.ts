/** Token endpoint calls: code exchange and refresh, form-encoded (spec 1 section 7.5). */
import type { ConsumerConfig } from '@dc/contracts';
import type { ProviderConfig } from './provider-config';
import type { TokenResponse } from './session';

export class TokenRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`token endpoint answered ${status} ${code}`);
  }
}

async function requestTokens(
  provider: ProviderConfig,
  form: Record<string, string>,
  fetchImpl: typeof fetch,
): Promise<TokenResponse> {
  const res = await fetchImpl(provider.token_endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(form).toString(),
  });
  const body = (await res.json().catch(() => ({}))) as Partial<TokenResponse> & { error?: string };
  if (!res.ok || !body.access_token || typeof body.expires_in !== 'number') {
    throw new TokenRequestError(res.status, body.error ?? 'invalid_response');
  }
  return body as TokenResponse;
}

export function exchangeCode(
  provider: ProviderConfig,
  consumer: ConsumerConfig,
  code: string,
  verifier: string,
  fetchImpl: typeof fetch = fetch,
): Promise<TokenResponse> {
  return requestTokens(
    provider,
    {
      grant_type: 'authorization_code',
      code,
      redirect_uri: consumer.redirectUri,
      client_id: consumer.applicationId,
      code_verifier: verifier,
    },
    fetchImpl,
  );
}

export function refreshTokens(
  provider: ProviderConfig,
  consumer: ConsumerConfig,
  refreshToken: string,
  fetchImpl: typeof fetch = fetch,
): Promise<TokenResponse> {
  return requestTokens(
    provider,
    { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: consumer.applicationId },
    fetchImpl,
  );
}
