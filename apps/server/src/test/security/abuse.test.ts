/**
 * Issue 13 item 9, abuse: sign-in guessing is throttled with a growing wait per (address, IP), shared through
 * PostgreSQL; the Contact Us cooldown and single-use captcha hold on the server.
 *
 * Already proven elsewhere (not repeated): the first lock after MAX_FAILURES, its message, and another IP still
 * signing in (identity/interaction/interaction.test.ts); Contact Us needs a captcha, refuses a forged one and a
 * replayed one (another user), and holds the cooldown against a fresh captcha with Retry-After
 * (modules/email/email-feedback.test.ts).
 */
import { createHmac } from 'node:crypto';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaChallenge } from '@dc/contracts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../demo/world.js';
import { LOCK_SECONDS, MAX_FAILURES, throttleKey } from '../../identity/sign-in-throttle.js';
import { startDemoServer, type DemoServer } from '../demo-server.js';
import { authorize, follow, form } from '../oidc-flow.js';

let demo: DemoServer;
beforeAll(async () => {
  // Behind a trusted proxy, so each test speaks from its own client address (X-Forwarded-For).
  demo = await startDemoServer({
    TRUST_PROXY: 'true',
    CAPTCHA_MAX_NUMBER: '200',
    FEEDBACK_COOLDOWN_SECONDS: '600',
    FEEDBACK_IP_LIMIT_PER_HOUR: '1000',
  });
});
afterAll(() => demo?.server.stop());

const emailOf = (key: string) => DEMO_USERS.find((u) => u.key === key)!.email;

/** Posts the provider's sign-in form from a client address. */
async function signInFrom(ip: string, email: string, password: string) {
  const flow = await authorize(demo.server);
  const init = form({ email, password });
  const res = await flow.jar.fetch(`${demo.server.url}/interaction/${flow.uid}/login`, {
    ...init,
    headers: { ...init.headers, 'x-forwarded-for': ip },
  });
  return { res, html: await res.text(), flow };
}

/** Lets the server's clock run on by `seconds` for one (IP, e-mail): the lock is measured from the stored time. */
async function elapse(ip: string, email: string, seconds: number) {
  await demo.server.platform.pool.query(
    `UPDATE sign_in_failures SET window_started_at = window_started_at - make_interval(secs => $2) WHERE key = $1`,
    [throttleKey(ip, email), seconds],
  );
}

const retryAfter = (res: Response) => Number(res.headers.get('retry-after'));

describe('failed sign-ins', () => {
  it('get 429 with a Retry-After that grows after each lock, and the right password works after the wait', async () => {
    const ip = '203.0.113.21';
    const email = emailOf('basic');
    for (let i = 0; i < MAX_FAILURES; i++) {
      const { res } = await signInFrom(ip, email, `guess ${i}`);
      expect(res.status).toBe(401);
      expect(res.headers.get('retry-after')).toBeNull();
    }
    // Locked: even the right password is not checked.
    const first = await signInFrom(ip, email, DEMO_PASSWORD);
    expect(first.res.status).toBe(429);
    const firstWait = retryAfter(first.res);
    expect(firstWait).toBeGreaterThan(LOCK_SECONDS - 60);
    expect(firstWait).toBeLessThanOrEqual(LOCK_SECONDS);
    expect(first.html).toContain('Too many failed sign-in attempts. Wait 15 minutes, then try again.');
    // Knocking during the lock does not lengthen it.
    expect(retryAfter((await signInFrom(ip, email, 'guess again')).res)).toBeLessThanOrEqual(firstWait);

    // After the wait one more guess is checked; failing it locks for twice as long.
    await elapse(ip, email, firstWait);
    expect((await signInFrom(ip, email, 'one more guess')).res.status).toBe(401);
    const second = await signInFrom(ip, email, DEMO_PASSWORD);
    expect(second.res.status).toBe(429);
    const secondWait = retryAfter(second.res);
    expect(secondWait).toBeGreaterThan(firstWait);
    expect(secondWait).toBeGreaterThan(2 * LOCK_SECONDS - 60);
    expect(second.html).toContain('Wait 30 minutes');

    // After that wait the right password signs in (all the way to a code), and the count starts over.
    await elapse(ip, email, secondWait);
    const ok = await signInFrom(ip, email, DEMO_PASSWORD);
    expect(ok.res.status).toBe(303);
    expect('code' in (await follow(demo.server, ok.flow.jar, ok.res))).toBe(true);
    expect((await signInFrom(ip, email, 'a fresh mistake')).res.status).toBe(401);
    expect((await signInFrom(ip, email, DEMO_PASSWORD)).res.status).toBe(303);
  });

  it('count every attempt of a parallel burst, for unknown addresses too', async () => {
    const ip = '203.0.113.22';
    const attempts = MAX_FAILURES + 6;
    const flows = await Promise.all(Array.from({ length: attempts }, () => authorize(demo.server)));
    const statuses = await Promise.all(
      flows.map(async (flow, i) => {
        const init = form({ email: 'nobody.here@example.com', password: `burst ${i}` });
        const res = await flow.jar.fetch(`${demo.server.url}/interaction/${flow.uid}/login`, {
          ...init,
          headers: { ...init.headers, 'x-forwarded-for': ip },
        });
        await res.body?.cancel();
        return res.status;
      }),
    );
    // On failure the message shows every status, so an odd one out (not 401 or 429) is visible.
    expect(
      statuses.filter((s) => s === 401),
      `statuses ${statuses.join(',')}`,
    ).toHaveLength(MAX_FAILURES);
    expect(
      statuses.filter((s) => s === 429),
      `statuses ${statuses.join(',')}`,
    ).toHaveLength(attempts - MAX_FAILURES);
  });

  it('are counted in PostgreSQL, so every instance sees the lock', async () => {
    const ip = '203.0.113.23';
    const email = emailOf('developer');
    // Another instance's failures are rows in the shared table, nothing more.
    await demo.server.platform.pool.query(
      `INSERT INTO sign_in_failures (key, failures, window_started_at) VALUES ($1, $2, now())`,
      [throttleKey(ip, email), MAX_FAILURES],
    );
    expect((await signInFrom(ip, email, DEMO_PASSWORD)).res.status).toBe(429);
  });
});

describe('Contact Us', () => {
  const url = () => demo.server.url;
  /** The captcha key as the server derives it (modules/email/captcha.ts), to make challenges of chosen expiry. */
  const hmacKey = () => createHmac('sha256', demo.server.platform.secretKey).update('contact-us-captcha').digest('hex');

  const encode = async (c: Omit<CaptchaChallenge, 'maxnumber'> & { maxnumber?: number }) => {
    const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber ?? 200).promise;
    return Buffer.from(JSON.stringify({ ...c, number: solution!.number })).toString('base64');
  };
  const served = async () => encode((await (await fetch(`${url()}/api/email/captcha`)).json()) as CaptchaChallenge);
  const made = async (expiresInSeconds: number) =>
    encode(
      await createChallenge({
        hmacKey: hmacKey(),
        maxNumber: 200,
        expires: new Date(Date.now() + expiresInSeconds * 1000),
      }),
    );

  const send = async (user: string, captcha: string, ip = '198.51.100.40') => {
    const token = await demo.tokenOf(user);
    const res = await fetch(`${url()}/api/email/send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({
        template: 'feedback',
        locale: 'en',
        to: 'ignored@example.com',
        template_variables: { description: 'The console could show more history per device.' },
        captcha,
      }),
    });
    return { status: res.status, body: (await res.json()) as { code?: string } };
  };

  it('refuses an expired captcha, and one whose expiry was moved', async () => {
    // Control: a challenge made with the server's key and a future expiry is accepted, so the key is right.
    expect((await send('staff', await made(120))).status).toBe(202);
    const expired = await send('globexAdmin', await made(-1));
    expect(expired).toMatchObject({ status: 400, body: { code: 'EMAIL_CAPTCHA_INVALID' } });
    // An expired solution whose salt was given a later expiry after solving no longer matches its challenge.
    const payload = JSON.parse(Buffer.from(await made(-1), 'base64').toString('utf8')) as { salt: string };
    const later = Math.floor(Date.now() / 1000) + 86_400;
    const moved = { ...payload, salt: payload.salt.replace(/expires=\d+/, `expires=${later}`) };
    expect(moved.salt).not.toBe(payload.salt);
    const movedPayload = Buffer.from(JSON.stringify(moved)).toString('base64');
    expect(await send('globexAdmin', movedPayload)).toMatchObject({
      status: 400,
      body: { code: 'EMAIL_CAPTCHA_INVALID' },
    });
  });

  it('accepts a captcha once even when two sends race with it', async () => {
    const captcha = await served();
    const both = await Promise.all([send('teamAdmin', captcha), send('basic', captcha)]);
    expect(both.map((r) => r.status).sort()).toEqual([202, 400]);
    expect(both.find((r) => r.status === 400)!.body.code).toBe('EMAIL_CAPTCHA_REUSED');
  });

  it('holds the cooldown for racing sends with fresh captchas, from any address', async () => {
    const [a, b] = await Promise.all([served(), served()]);
    const both = await Promise.all([send('developer', a, '198.51.100.41'), send('developer', b, '198.51.100.42')]);
    expect(both.map((r) => r.status).sort()).toEqual([202, 429]);
    const later = await send('developer', await served(), '198.51.100.43');
    expect(later).toMatchObject({ status: 429, body: { code: 'EMAIL_FEEDBACK_COOLDOWN' } });
  });
});
