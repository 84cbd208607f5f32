import { STORAGE_KEYS, type EnvironmentConfig, type ServiceClient } from '@dc/contracts';
import { setEnvironment } from '../shared/config/env';

export const testEnvironment: EnvironmentConfig = {
  environment: 'local',
  httpClients: [
    { name: 'core', baseUrl: '/api/core', tokenType: 'id' },
    { name: 'profiles', baseUrl: '/api/profiles', tokenType: 'id' },
    { name: 'authz', baseUrl: '/api/authz', tokenType: 'id' },
    { name: 'apim', baseUrl: '/api/apim', tokenType: 'access' },
    { name: 'status', baseUrl: '', tokenType: 'none' },
  ],
  auth: {
    authority: 'http://localhost:3000/oidc',
    applicationId: 'developer-console',
    applicationName: 'developer-console',
    redirectUri: 'http://localhost:3000/callback',
    postLogoutUri: 'http://localhost:3000/landing',
    responseType: 'code',
  },
  legalTermsVersion: '1.2',
  azureUrl: 'https://marketplace.example',
  supportUrl: 'https://support.example',
  profileUrl: 'https://profile.example',
};

export const testProviderConfig = {
  authorization_endpoint: 'http://localhost:3000/oidc/auth',
  token_endpoint: 'http://localhost:3000/oidc/token',
  end_session_endpoint: 'http://localhost:3000/oidc/session/end',
};

export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The test environment with one more service client (id token) and a session whose id token is 'ID' and access
 * token 'AT': what the API-file tests of a service outside the default clients start from.
 */
export function useServiceClientForTest(name: ServiceClient, baseUrl: string): void {
  setEnvironment({
    ...testEnvironment,
    httpClients: [...testEnvironment.httpClients, { name, baseUrl, tokenType: 'id' }],
  });
  const session = { id_token: 'ID', access_token: 'AT', expiryTime: Date.now() + 3600_000 };
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(session));
}
