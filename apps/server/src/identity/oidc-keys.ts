/**
 * The provider's signing key (RS256 JWK) and cookie keys, generated once and kept in server_secrets, encrypted
 * with the platform's secret key, so that every instance signs and verifies with the same keys.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../platform/db/pool.js';
import { decrypt, encrypt } from '../platform/secrets.js';
import { serverSecrets } from './identity.schema.js';

export interface OidcKeys {
  /** Private signing keys; the first signs. */
  signing: JWK[];
  /** The same keys without their private parts, for verifying tokens in this process. */
  verification: JWK[];
  cookies: string[];
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'] as const;

export const toPublicJwk = (jwk: JWK): JWK => {
  const copy: JWK = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete copy[member];
  return copy;
};

async function newSigningKeys(): Promise<JWK[]> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return [{ ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' }];
}

const newCookieKeys = async (): Promise<string[]> => [randomBytes(32).toString('base64url')];

/**
 * Reads a secret, creating it when absent. Insert-if-absent then re-read: when two instances start together
 * both generate, one insert wins, and both go on with the winner's value.
 */
async function loadOrCreate<T>(db: Db, key: Buffer, name: string, generate: () => Promise<T>): Promise<T> {
  const read = async () => {
    const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
    if (!row) return undefined;
    try {
      return JSON.parse(decrypt(key, row.ciphertext)) as T;
    } catch (cause) {
      throw new Error(`Cannot decrypt server secret "${name}": SECRET_KEY (or DATA_DIR/secret.key) changed?`, {
        cause,
      });
    }
  };
  const existing = await read();
  if (existing !== undefined) return existing;
  const ciphertext = encrypt(key, JSON.stringify(await generate()));
  await db.insert(serverSecrets).values({ name, ciphertext }).onConflictDoNothing();
  return (await read())!;
}

export async function loadOidcKeys(db: Db, secretKey: Buffer): Promise<OidcKeys> {
  const signing = await loadOrCreate(db, secretKey, 'oidc.signing-keys', newSigningKeys);
  const cookies = await loadOrCreate(db, secretKey, 'oidc.cookie-keys', newCookieKeys);
  return { signing, verification: signing.map(toPublicJwk), cookies };
}
