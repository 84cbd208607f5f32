import type { EnvironmentConfig } from '@dc/contracts';

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
