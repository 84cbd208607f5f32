/**
 * Client secrets: 256 random bits (base64url), sealed with the platform's key (AES-256-GCM) to be shown again,
 * and digested (SHA-256) for the token endpoint's comparison. A digest of a random 256-bit value needs no salt.
 */
import { createHash, randomBytes } from 'node:crypto';
import { decrypt, encrypt } from '../../platform/secrets.js';

export const newSecret = (): string => randomBytes(32).toString('base64url');
export const secretDigest = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('base64url');

export function sealSecret(key: Buffer, secret: string) {
  return { ciphertext: encrypt(key, secret), digest: secretDigest(secret) };
}

export const openSecret = (key: Buffer, ciphertext: string): string => decrypt(key, ciphertext);
