/**
 * The embedded OpenID provider at /oidc: two public clients, the console (authorization code + PKCE) and the
 * command line `dc` (device code),
 * rotating refresh tokens, first-party auto-consent, storage and keys in PostgreSQL. The teams' applications are
 * confidential clients too (oidc-application-clients.ts): client credentials, authorization code with consent,
 * device code.
 */
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { CLI_CLIENT_ID, CLI_CLIENT_NAME, GRANT_TYPES } from '@dc/contracts';
import type { Config } from '../platform/config.js';
import type { Db } from '../platform/db/pool.js';
import { SESSION_CLAIM, createFindAccount, PROFILE_CLAIMS } from './oidc-account.js';
import { createOidcAdapter } from './oidc-adapter.js';
import type { OidcKeys } from './oidc-keys.js';
import { afterSignOut, renderProviderError, signOutPage } from './interaction/provider-pages.js';
import { deviceSuccess, deviceUserCodeConfirm, deviceUserCodeInput } from './interaction/device-pages.js';
import type { ApplicationClientStore as ApplicationClients } from './application-client-store.js';
import {
  acceptApplicationSecrets,
  applicationClientMetadata,
  applicationResources,
  applicationTokenClaims,
  withApplicationClients,
} from './oidc-application-clients.js';

export const embeddedIssuer = (config: Config): string => `${config.PUBLIC_URL}/oidc`;

export function createOidcProvider(config: Config, db: Db, keys: OidcKeys, applications: ApplicationClients): Provider {
  const clientId = config.OIDC_CLIENT_ID;
  const consoleUrl = config.PUBLIC_URL;
  const consoleOrigin = new URL(consoleUrl).origin;
  const redirectUris = [`${consoleUrl}/callback`];
  const configuration: Configuration = {
    adapter: withApplicationClients(createOidcAdapter(db), applications),
    extraClientMetadata: applicationClientMetadata,
    extraTokenClaims: applicationTokenClaims(applications),
    clients: [
      {
        client_id: clientId,
        client_name: 'Developer Console',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: [`${consoleUrl}/landing`],
      },
      {
        // `dc login`: a public client on the device authorization grant; its user confirms the code in a browser.
        client_id: CLI_CLIENT_ID,
        client_name: CLI_CLIENT_NAME,
        token_endpoint_auth_method: 'none',
        grant_types: [GRANT_TYPES.deviceCode, 'refresh_token'],
        response_types: [],
        redirect_uris: [],
      },
    ],
    jwks: { keys: keys.signing as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: keys.cookies },
    findAccount: createFindAccount(db),
    // The console asks for `openid <application name> offline_access`; profile and email work too.
    scopes: ['openid', 'offline_access'],
    claims: {
      openid: ['sub', SESSION_CLAIM],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'picture'],
      [clientId]: [...PROFILE_CLAIMS],
    },
    // The API reads the user from the id token (spec 1 section 7), so it must carry the profile claims.
    conformIdTokenClaims: false,
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    pkce: { required: () => true },
    ttl: {
      IdToken: config.ID_TOKEN_TTL,
      AccessToken: config.ACCESS_TOKEN_TTL,
      ClientCredentials: config.ACCESS_TOKEN_TTL,
      // A device's user has ten minutes to enter its code.
      DeviceCode: 600,
      RefreshToken: config.REFRESH_TOKEN_TTL,
      AuthorizationCode: 60,
      Interaction: 3600,
      Session: config.REFRESH_TOKEN_TTL,
      Grant: config.REFRESH_TOKEN_TTL,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      clientCredentials: { enabled: true },
      deviceFlow: {
        enabled: true,
        userCodeInputSource: deviceUserCodeInput,
        userCodeConfirmSource: deviceUserCodeConfirm,
        successSource: deviceSuccess,
      },
      resourceIndicators: applicationResources(config.ACCESS_TOKEN_TTL),
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: signOutPage,
        postLogoutSuccessSource: afterSignOut(`${consoleUrl}/landing`),
      },
    },
    // The console's own pages may call the provider for any client (Try it asks for an application's
    // client-credentials token, and a browser's POST names its origin even when it is the provider's own); other
    // origins only for clients whose redirect URIs are there.
    clientBasedCORS: (_ctx: KoaContextWithOIDC, origin, client) =>
      origin === consoleOrigin || (client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false),
    renderError: renderProviderError(consoleUrl),
  };
  const provider = new Provider(embeddedIssuer(config), configuration);
  acceptApplicationSecrets(provider, applications);
  // Behind a load balancer the public scheme and host come from X-Forwarded-* (Fastify trusts them too).
  provider.proxy = true;
  return provider;
}
