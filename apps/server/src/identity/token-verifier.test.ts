/**
 * The embedded provider's token verifier checks a token's signature once (issue 20 item 6: it was a third of an API
 * call's CPU), and still refuses the same token once it has expired, and any other bytes.
 */
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenRejected, localTokenVerifier } from './token-verifier.js';

// jose checks signatures with WebCrypto: the spy counts them (module mocks do not reach a module another test file
// of the same worker imported first).
const verifications = vi.spyOn(globalThis.crypto.subtle, 'verify');

const ISSUER = 'http://127.0.0.1/oidc';

async function setUp(lifetimeSeconds: number) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(ISSUER)
    .setAudience('console')
    .setSubject('user-1')
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeSeconds)
    .sign(privateKey);
  return { token, verify: localTokenVerifier([jwk], ISSUER, 'console') };
}

afterEach(() => {
  vi.useRealTimers();
  verifications.mockClear();
});

describe('local token verifier', () => {
  it('checks the signature of a token once', async () => {
    const { token, verify } = await setUp(600);
    expect((await verify(token)).sub).toBe('user-1');
    expect((await verify(token)).sub).toBe('user-1');
    expect(verifications).toHaveBeenCalledTimes(1);
  });

  it('refuses a token it verified before once it has expired (beyond the clock tolerance)', async () => {
    const { token, verify } = await setUp(60);
    await verify(token);
    vi.useFakeTimers({ now: Date.now() + 66_000, toFake: ['Date'] });
    await expect(verify(token)).rejects.toThrow(new TokenRejected('The token has expired.'));
  });

  it('verifies other bytes on their own: a changed signature is refused', async () => {
    const { token, verify } = await setUp(600);
    await verify(token);
    const forged = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    await expect(verify(forged)).rejects.toBeInstanceOf(TokenRejected);
  });
});
