/**
 * Spec 1 section 4.1 makes the console's PKCE verifier 40 random alphanumerics; RFC 7636, and oidc-provider
 * with it, want at least 43 characters. So that the console can follow its spec, a 40-42 character verifier
 * is accepted here: when it really matches the code's S256 challenge, the code is re-bound to a padded
 * verifier and the request carries that one, and the provider then runs its own PKCE check as usual.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import querystring from 'node:querystring';
import type Provider from 'oidc-provider';

const SHORT_VERIFIER = /^[A-Za-z0-9._~-]{40,42}$/;
const MAX_BODY = 56 * 1024;

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
export const padVerifier = (verifier: string) => verifier.padEnd(43, '~');

/** Reads exactly `length` bytes without consuming them for good: the caller puts back what it wants read. */
async function takeBody(req: IncomingMessage, length: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let received = 0;
  while (received < length) {
    const chunk = req.read() as Buffer | null;
    if (chunk) {
      chunks.push(chunk);
      received += chunk.length;
    } else if (req.readableEnded) {
      break;
    } else {
      await once(req, 'readable');
    }
  }
  return Buffer.concat(chunks);
}

export function acceptSpecVerifiers(provider: Provider): void {
  provider.use(async (ctx, next) => {
    const length = Number(ctx.get('content-length'));
    const candidate =
      ctx.method === 'POST' &&
      ctx.path === '/token' &&
      ctx.is('application/x-www-form-urlencoded') &&
      length > 0 &&
      length <= MAX_BODY;
    if (!candidate) return next();
    const raw = await takeBody(ctx.req, length);
    const body = querystring.parse(raw.toString('utf8'));
    const { code, code_verifier: verifier } = body;
    let replay = raw;
    if (
      body.grant_type === 'authorization_code' &&
      typeof code === 'string' &&
      typeof verifier === 'string' &&
      SHORT_VERIFIER.test(verifier)
    ) {
      const stored = await provider.AuthorizationCode.find(code).catch(() => undefined);
      const padded = padVerifier(verifier);
      const challenge = stored?.codeChallengeMethod === 'S256' ? stored.codeChallenge : undefined;
      if (challenge && sameText(s256(verifier), challenge)) {
        stored!.codeChallenge = s256(padded);
        await stored!.save();
      }
      // A code re-bound by an earlier exchange must reach the provider with the padded verifier too: only then does
      // its replay check run (refusing the code and revoking what the first exchange issued) instead of a mere
      // "verifier too short".
      if (challenge && (sameText(s256(verifier), challenge) || sameText(s256(padded), challenge))) {
        replay = Buffer.from(querystring.stringify({ ...body, code_verifier: padded }));
        ctx.req.headers['content-length'] = String(replay.length);
      }
    }
    // Put the (possibly rewritten) body back for the provider's own parser; 'end' has not been emitted yet.
    ctx.req.unshift(replay);
    return next();
  });
}
