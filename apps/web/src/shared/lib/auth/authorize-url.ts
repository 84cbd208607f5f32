/** The authorization request of spec 1 section 4.1. */
import { OIDC_FIXED_STATE, type ConsumerConfig } from '@dc/contracts';
import type { ProviderConfig } from './provider-config';

/** "openid" plus the application name; offline_access asks for the refresh token. */
export const scopeFor = (consumer: ConsumerConfig): string =>
  ['openid', consumer.applicationName, 'offline_access'].filter(Boolean).join(' ');

/** uiLanguage: the console's language, sent as ui_locales so the sign-in pages speak it too (issue 22). */
export function buildAuthorizeUrl(
  provider: ProviderConfig,
  consumer: ConsumerConfig,
  codeChallenge: string,
  uiLanguage?: string,
): string {
  const url = new URL(provider.authorization_endpoint, window.location.origin);
  const params: Record<string, string> = {
    client_id: consumer.applicationId,
    redirect_uri: consumer.redirectUri,
    response_type: consumer.responseType,
    scope: scopeFor(consumer),
    code_challenge: codeChallenge,
    state: OIDC_FIXED_STATE,
    code_challenge_method: 'S256',
  };
  // Only end-to-end runs name an identity provider (spec 1 section 4.1).
  if (consumer.idpHint) params.kc_idp_hint = consumer.idpHint;
  if (uiLanguage) params.ui_locales = uiLanguage;
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}
