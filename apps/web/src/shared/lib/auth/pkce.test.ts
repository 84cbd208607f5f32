import { describe, expect, it } from 'vitest';
import { PKCE_VERIFIER_LENGTH } from '@dc/contracts';
import { base64UrlEncode, createChallenge, createVerifier, VERIFIER_ALPHABET } from './pkce';

describe('PKCE', () => {
  it('creates a verifier of PKCE_VERIFIER_LENGTH alphanumerics', () => {
    for (let i = 0; i < 50; i++) {
      const v = createVerifier();
      expect(v).toHaveLength(PKCE_VERIFIER_LENGTH);
      expect(v).toMatch(/^[A-Za-z0-9]+$/);
    }
    expect(createVerifier(40)).toMatch(/^[A-Za-z0-9]{40}$/);
  });

  it('skips biased bytes so the alphabet is uniform', () => {
    // 248..255 would favour the first 8 characters; they must be dropped.
    let call = 0;
    const random = {
      getRandomValues: <T extends ArrayBufferView | null>(buf: T): T => {
        const bytes = buf as unknown as Uint8Array;
        bytes.fill(call++ === 0 ? 250 : 61);
        return buf;
      },
    };
    expect(createVerifier(4, random)).toBe('9999');
  });

  it('uses every character of the alphabet over many draws', () => {
    const seen = new Set(Array.from({ length: 200 }, () => createVerifier()).join(''));
    expect(seen.size).toBe(VERIFIER_ALPHABET.length);
  });

  // RFC 7636 Appendix B (the value is also what node:crypto computes for this verifier).
  it('matches the RFC 7636 S256 example', async () => {
    await expect(createChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('encodes base64url without padding', () => {
    expect(base64UrlEncode(new Uint8Array([251, 255]))).toBe('-_8');
  });
});
