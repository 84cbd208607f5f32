/**
 * Verifies the bearer JWT of API calls (the id token, spec 1 section 7) with jose: signature against the issuer's
 * keys, issuer, audience, exp/nbf; asymmetric algorithms only, so `none` and HS* forgeries are refused.
 */
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

const ALGORITHMS = ['RS256', 'ES256', 'PS256'];
/** Seconds of clock skew tolerated between the issuer and this server. */
const CLOCK_TOLERANCE = 5;

export class TokenRejected extends Error {}
export class IssuerUnavailable extends Error {}

export type VerifyToken = (token: string) => Promise<JWTPayload & { sub: string }>;

/** Bounds memory: past this many tokens the memo starts over (cheap to refill). */
const MAX_VERIFIED = 10_000;

/**
 * Checking a signature was a third of an API call's CPU (RSA through WebCrypto, every call with the same token). A
 * token that verified once is the same bytes next time: its signature, issuer and audience stay valid, so only the
 * time claims are checked again (exp and nbf, with the same tolerance as jose). Revocation is not the token's
 * business: the session and the user are checked on every call after this (authenticate.ts, auth cache).
 */
function memoised(verify: VerifyToken): VerifyToken {
  const verified = new Map<string, JWTPayload & { sub: string }>();
  return async (token) => {
    const payload = verified.get(token);
    if (payload) {
      const now = Math.floor(Date.now() / 1000);
      if (typeof payload.nbf === 'number' && payload.nbf > now + CLOCK_TOLERANCE) {
        throw new TokenRejected('The token is not valid.');
      }
      if ((payload.exp as number) > now - CLOCK_TOLERANCE) return payload;
      verified.delete(token);
      throw new TokenRejected('The token has expired.');
    }
    const fresh = await verify(token);
    if (verified.size >= MAX_VERIFIED) verified.clear();
    verified.set(token, fresh);
    return fresh;
  };
}

function verifierWith(
  getKey: () => Promise<JWTVerifyGetKey>,
  issuer: string,
  audience: string | string[],
): VerifyToken {
  return async (token) => {
    const keys = await getKey();
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer,
        audience,
        algorithms: ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE,
        requiredClaims: ['sub', 'exp'],
      });
      return payload as JWTPayload & { sub: string };
    } catch (err) {
      // Anything but a JOSE verdict on the token (network failure, timeout, bad JWKS) is the issuer's trouble.
      const unreachable =
        !(err instanceof errors.JOSEError) || err instanceof errors.JWKSTimeout || err.code === 'ERR_JWKS_INVALID';
      if (unreachable) {
        throw new IssuerUnavailable('The identity provider cannot be reached.', { cause: err });
      }
      throw new TokenRejected(err instanceof errors.JWTExpired ? 'The token has expired.' : 'The token is not valid.', {
        cause: err,
      });
    }
  };
}

/**
 * The embedded provider's keys are in memory already: no HTTP call to our own JWKS endpoint. Its id tokens are
 * for the console or for the command line (CLI_CLIENT_ID): either audience is accepted.
 */
export function localTokenVerifier(keys: JWK[], issuer: string, audience: string | string[]): VerifyToken {
  const jwks = createLocalJWKSet({ keys });
  return memoised(verifierWith(async () => jwks, issuer, audience));
}

/** An external issuer: its jwks_uri comes from discovery (fetched once, retried after a failure). */
export function remoteTokenVerifier(issuer: string, audience: string): VerifyToken {
  let jwks: Promise<JWTVerifyGetKey> | undefined;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`discovery answered ${res.status}`);
    const { jwks_uri } = (await res.json()) as { jwks_uri?: string };
    if (!jwks_uri) throw new Error('discovery names no jwks_uri');
    return createRemoteJWKSet(new URL(jwks_uri));
  };
  const getKey = () => {
    jwks ??= discover().catch((err) => {
      jwks = undefined;
      throw new IssuerUnavailable('The identity provider cannot be reached.', { cause: err });
    });
    return jwks;
  };
  return verifierWith(getKey, issuer, audience);
}
