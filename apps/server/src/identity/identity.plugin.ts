/**
 * Identity: the embedded OpenID provider at /oidc with its sign-in pages, or (with OIDC_ISSUER) an external
 * issuer; and `app.authenticate`, the preHandler that turns a bearer id token into `req.user`; and
 * `app.verifyApplicationToken`, the check of the access tokens our provider issues to applications (mock, Try it,
 * event sockets), built once over the provider's keys.
 */
import fp from 'fastify-plugin';
import { APPLICATION_TOKEN_AUDIENCE, CLI_CLIENT_ID } from '@dc/contracts';
import { changeFeedOf } from '../platform/db/change-feed.js';
import { startAuthCache } from './auth-cache.js';
import { createAuthenticate, embeddedUser, externalUser, type AuthUser } from './authenticate.js';
import { interactionRoutes } from './interaction/interaction.routes.js';
import { loadOidcKeys } from './oidc-keys.js';
import { createOidcProvider, embeddedIssuer } from './oidc-provider.js';
import { oidcRoutes } from './oidc.routes.js';
import type { ApplicationClientStore } from './application-client-store.js';
import { acceptSpecVerifiers } from './pkce-compat.js';
import { releaseContextBetweenRequests } from './provider-context.js';
import { localTokenVerifier, remoteTokenVerifier, type VerifyToken } from './token-verifier.js';

export type { AuthUser };

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Verifies an access token of an application (client credentials, audience APPLICATION_TOKEN_AUDIENCE) issued by
     * the embedded provider; null with an external issuer, where there is no provider of ours to issue them.
     */
    verifyApplicationToken: VerifyToken | null;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
}

export interface IdentityOptions {
  /** The applications as the embedded provider's clients (from the applications module, through app.ts). */
  clients: ApplicationClientStore;
}

export const identityPlugin = fp<IdentityOptions>(
  async (app, { clients }) => {
    const { config, db, secretKey } = app.platform;
    const audience = config.OIDC_AUDIENCE ?? config.OIDC_CLIENT_ID;
    app.decorateRequest('user', undefined);
    // Every authenticated call syncs the database's change feed first: the caches behind it are fresh (authenticate.ts).
    const feed = changeFeedOf(app.platform.pool);
    await feed?.ready;
    const sync = feed ? feed.sync : () => Promise.resolve();

    if (config.OIDC_ISSUER) {
      app.decorate(
        'authenticate',
        createAuthenticate(remoteTokenVerifier(config.OIDC_ISSUER, audience), externalUser(db), sync),
      );
      app.decorate('verifyApplicationToken', null);
      return;
    }
    const keys = await loadOidcKeys(db, secretKey);
    const provider = createOidcProvider(config, db, keys, clients);
    releaseContextBetweenRequests(provider);
    acceptSpecVerifiers(provider);
    // oidc-provider logs through its own events; route its server errors into our log.
    provider.on('server_error', (_ctx, err) => app.log.error({ err }, 'oidc-provider error'));
    await app.register(oidcRoutes(provider));
    await app.register(interactionRoutes(provider));
    const verify = localTokenVerifier(keys.verification, embeddedIssuer(config), [audience, CLI_CLIENT_ID]);
    app.decorate(
      'verifyApplicationToken',
      localTokenVerifier(keys.verification, embeddedIssuer(config), APPLICATION_TOKEN_AUDIENCE),
    );
    const cache = await startAuthCache(app.platform.pool);
    app.addHook('onClose', async () => cache.stop());
    app.decorate('authenticate', createAuthenticate(verify, embeddedUser(db, app.platform.pool, cache), sync));
  },
  { name: 'identity' },
);
