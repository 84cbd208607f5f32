/**
 * Applications as OAuth clients of the console's provider (DESIGN.md "Identity"). The provider asks for a client
 * by id on every request that names one; the answer is read from the database each time, so several server
 * instances agree at once when an application or a secret changes (oidc-provider caches a client object only
 * under a hash of exactly these properties).
 *
 * client_secret is the newest secret (oidc-provider's symmetric features would use it); authentication compares
 * the presented secret with the digests of every current secret (CLIENT_SECRET_DIGESTS), so each of them works.
 */
import type pg from 'pg';
import { z } from 'zod';
import { GRANT_TYPES, isActiveApplicationStatus } from '@dc/contracts';
import {
  CLIENT_SECRET_DIGESTS,
  CLIENT_TEAM,
  type ApplicationClientStore,
} from '../../identity/application-client-store.js';
import { findClient, findTokenFacts } from './application-clients.repository.js';
import { openSecret, secretDigest } from './secret-codec.js';

const isUuid = (s: string) => z.string().uuid().safeParse(s).success;

/** The provider's client store (identity's ApplicationClientStore), handed to identity by app.ts. */
export function createApplicationClients(deps: { pool: pg.Pool; secretKey: Buffer }): ApplicationClientStore {
  const { pool, secretKey } = deps;
  return {
    /** Client metadata of an active application with a secret; undefined for anything else. */
    async metadata(clientId: string): Promise<Record<string, unknown> | undefined> {
      if (!isUuid(clientId)) return undefined;
      const row = await findClient(pool, clientId);
      if (!row || !isActiveApplicationStatus(row.status) || row.secrets.length === 0) return undefined;
      const code = row.grantTypes.includes(GRANT_TYPES.authorizationCode);
      return {
        client_id: row.id,
        client_secret: openSecret(secretKey, row.secrets[0].ciphertext),
        client_name: row.displayName,
        grant_types: row.grantTypes,
        response_types: code ? ['code'] : [],
        redirect_uris: code ? row.redirectUris : [],
        post_logout_redirect_uris: code ? row.logoutUris : [],
        token_endpoint_auth_method: 'client_secret_basic',
        [CLIENT_SECRET_DIGESTS]: row.secrets.map((s) => s.digest),
        [CLIENT_TEAM]: row.teamId,
      };
    },

    /** Claims of a client-credentials access token: the team and the APIs the application may call. */
    async tokenClaims(clientId: string): Promise<Record<string, unknown> | undefined> {
      if (!isUuid(clientId)) return undefined;
      const found = await findTokenFacts(pool, clientId);
      return found && { team_id: found.teamId, subscriptions: found.subscriptions };
    },

    secretDigest,
  };
}
