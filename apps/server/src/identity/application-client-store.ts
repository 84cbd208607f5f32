/**
 * What the embedded provider needs of the console's applications (they are its OAuth clients): the applications
 * module implements it (application-clients.service.ts) and the composition root (app.ts) hands it to the
 * identity plugin, so identity never imports that module (applications already uses identity).
 */

/** Extra client metadata: digests of the application's current secrets. */
export const CLIENT_SECRET_DIGESTS = 'secret_digests';
/** Extra client metadata: the application's team; only applications have it. */
export const CLIENT_TEAM = 'team_id';

export interface ApplicationClientStore {
  /** Client metadata of an active application with a secret; undefined for anything else. */
  metadata(clientId: string): Promise<Record<string, unknown> | undefined>;
  /** Claims of a client-credentials access token: the team and the APIs the application may call. */
  tokenClaims(clientId: string): Promise<Record<string, unknown> | undefined>;
  /** The digest the store keeps of a secret: a presented secret is compared with those of the current ones. */
  secretDigest(secret: string): string;
}
