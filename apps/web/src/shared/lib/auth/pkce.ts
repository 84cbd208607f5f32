/** PKCE (RFC 7636) as spec 1 section 4.1 asks: 40 random alphanumerics, S256 challenge. */
import { PKCE_VERIFIER_LENGTH } from '@dc/contracts';

export const VERIFIER_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// Largest multiple of 62 below 256: bytes at or above it are dropped so every character is equally likely.
const UNBIASED_LIMIT = 256 - (256 % VERIFIER_ALPHABET.length);

type RandomSource = Pick<Crypto, 'getRandomValues'>;
type DigestSource = Pick<Crypto, 'subtle'>;

export function createVerifier(
  length: number = PKCE_VERIFIER_LENGTH,
  random: RandomSource = globalThis.crypto,
): string {
  let out = '';
  const buf = new Uint8Array(length * 2);
  while (out.length < length) {
    random.getRandomValues(buf);
    for (const byte of buf) {
      if (byte < UNBIASED_LIMIT && out.length < length) out += VERIFIER_ALPHABET[byte % VERIFIER_ALPHABET.length];
    }
  }
  return out;
}

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function createChallenge(verifier: string, digest: DigestSource = globalThis.crypto): Promise<string> {
  const hash = await digest.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(hash));
}
