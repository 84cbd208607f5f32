/**
 * The Contact Us proof-of-work captcha (ALTCHA, protocol v1): challenges are HMAC-signed with a key derived from the
 * server's secret key (so every instance verifies every other's), expire after a few minutes, and a solution is
 * accepted once (captcha_uses in PostgreSQL). With CAPTCHA_BYPASS any captcha, or none, is accepted (tests only).
 */
import { createHmac } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import { EMAIL_ERRORS, type CaptchaChallenge } from '@dc/contracts';
import type { Queryable } from '../../platform/db/transaction.js';
import { catalogueError } from '../../platform/errors.js';
import type { Platform } from '../../platform/platform.js';
import { useCaptcha } from './email.repository.js';

interface SolvedCaptcha {
  signature: string;
  expiresAt: Date;
}

function decode(payload: string): { signature?: unknown; salt?: unknown } | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    return value && typeof value === 'object' ? (value as { signature?: unknown; salt?: unknown }) : null;
  } catch {
    return null;
  }
}

export function createCaptcha(platform: Platform) {
  const { config } = platform;
  const hmacKey = createHmac('sha256', platform.secretKey).update('contact-us-captcha').digest('hex');
  if (config.CAPTCHA_BYPASS) platform.log.warn('CAPTCHA_BYPASS is on: Contact Us accepts any captcha (tests only)');

  return {
    async challenge(): Promise<CaptchaChallenge> {
      const c = await createChallenge({
        hmacKey,
        maxNumber: config.CAPTCHA_MAX_NUMBER,
        expires: new Date(Date.now() + config.CAPTCHA_EXPIRY_SECONDS * 1000),
      });
      return {
        algorithm: c.algorithm,
        challenge: c.challenge,
        salt: c.salt,
        signature: c.signature,
        maxnumber: c.maxnumber ?? config.CAPTCHA_MAX_NUMBER,
      };
    },

    /** A valid, unexpired solution of one of our challenges (not yet marked used); throws otherwise. */
    async verify(payload: string | undefined): Promise<SolvedCaptcha | null> {
      if (config.CAPTCHA_BYPASS) return null;
      if (!payload) throw catalogueError(EMAIL_ERRORS.captchaRequired);
      const decoded = decode(payload);
      if (!decoded || typeof decoded.signature !== 'string' || !(await verifySolution(payload, hmacKey, true)))
        throw catalogueError(EMAIL_ERRORS.captchaInvalid);
      const expires = Number(extractParams(decoded as never).expires);
      // Our challenges always expire: a salt without a time was not made here.
      if (!Number.isFinite(expires)) throw catalogueError(EMAIL_ERRORS.captchaInvalid);
      return { signature: decoded.signature, expiresAt: new Date(expires * 1000) };
    },

    /** Marks the solution used inside the caller's transaction; a second use is refused. */
    async consume(q: Queryable, solved: SolvedCaptcha | null): Promise<void> {
      if (!solved) return;
      if (!(await useCaptcha(q, solved.signature, solved.expiresAt))) throw catalogueError(EMAIL_ERRORS.captchaReused);
    },
  };
}
export type Captcha = ReturnType<typeof createCaptcha>;
