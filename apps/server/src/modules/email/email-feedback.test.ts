import { solveChallenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaChallenge } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { waitForSunkMessage } from '../../test/mail-sink.js';
import { errorOf } from '../templates/templates-test-kit.js';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer({
    CAPTCHA_MAX_NUMBER: '200',
    FEEDBACK_COOLDOWN_SECONDS: '600',
    FEEDBACK_IP_LIMIT_PER_HOUR: '3',
    SUPPORT_EMAIL: 'help.desk@example.com',
  });
});
afterAll(async () => demo?.server.stop());

const DESCRIPTION = 'Please add a dark theme to the console.';

/** Fetches a challenge and solves it as the widget does: the base64 JSON payload. */
async function solvedCaptcha(): Promise<string> {
  const res = await fetch(`${demo.server.url}/api/email/captcha`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const c = (await res.json()) as CaptchaChallenge;
  expect(c).toMatchObject({ algorithm: 'SHA-256', maxnumber: 200 });
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  const payload = { ...c, number: solution!.number, took: solution!.took };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

const feedback = (user: string, vars: Record<string, string>, captcha?: string) =>
  demo.call(user, 'POST', '/api/email/send', {
    template: 'feedback',
    locale: 'en',
    to: 'ignored@example.com',
    template_variables: { description: DESCRIPTION, ...vars },
    ...(captcha === undefined ? {} : { captcha }),
  });

describe('Contact Us feedback', () => {
  it('requires a solved captcha and the 20-500 rule', async () => {
    const none = await feedback('developer', {});
    expect(none.status).toBe(400);
    expect((await errorOf(none)).code).toBe('EMAIL_CAPTCHA_REQUIRED');
    const forged = await feedback('developer', {}, Buffer.from('{"number":1}').toString('base64'));
    expect((await errorOf(forged)).code).toBe('EMAIL_CAPTCHA_INVALID');
    const short = await feedback('developer', { description: 'x'.repeat(19) }, await solvedCaptcha());
    expect(short.status).toBe(400);
    expect((await errorOf(short)).message).toBe('Please enter between 20 - 500 characters.');
    const long = await feedback('developer', { description: 'x'.repeat(501) }, await solvedCaptcha());
    expect((await errorOf(long)).message).toBe('Please enter between 20 - 500 characters.');
    expect((await demo.call(null, 'POST', '/api/email/send', { template: 'feedback' })).status).toBe(401);
  });

  it('sends to the support address once per captcha, then holds the user for the cooldown', async () => {
    const captcha = await solvedCaptcha();
    const first = await feedback('developer', { current_page: '/apim', history1: '/apim', history2: '/home' }, captcha);
    expect(first.status).toBe(202);
    const msg = await waitForSunkMessage(demo.server, 'help.desk@example.com', 'Feedback from Dana Developer');
    expect(msg.rcptTo).toEqual(['help.desk@example.com']);
    expect(msg.html).toContain(DESCRIPTION);
    expect(msg.html).toContain('developer@example.com');

    // The same solution again (another user, so no cooldown applies): refused.
    const replay = await feedback('teamAdmin', {}, captcha);
    expect(replay.status).toBe(400);
    expect((await errorOf(replay)).code).toBe('EMAIL_CAPTCHA_REUSED');

    const again = await feedback('developer', {}, await solvedCaptcha());
    expect(again.status).toBe(429);
    const body = await errorOf(again);
    expect(body.code).toBe('EMAIL_FEEDBACK_COOLDOWN');
    expect(body.details!.retryAfterSeconds).toBeGreaterThan(590);
    expect(body.message).toBe(`Please wait for ${body.details!.retryAfterSeconds} seconds to leave feedback again.`);
    expect(again.headers.get('retry-after')).toBe(String(body.details!.retryAfterSeconds));
  });

  it('lets no CR or LF from any field reach a header', async () => {
    await demo.server.platform.pool.query(`UPDATE users SET given_name = $1 WHERE email = 'basic@example.com'`, [
      'Ben\r\nBcc: victim@example.com\r\nX-Injected: yes',
    ]);
    const res = await feedback(
      'basic',
      {
        user_name: 'Eve\r\nBcc: victim@example.com',
        current_page: '/x\r\nX-Injected: yes',
        history1: '\nSubject: spoofed',
      },
      await solvedCaptcha(),
    );
    expect(res.status).toBe(202);
    const msg = await waitForSunkMessage(demo.server, 'help.desk@example.com', 'Feedback from Ben');
    expect(msg.rcptTo).toEqual(['help.desk@example.com']);
    const { rows } = await demo.server.platform.pool.query<{ raw: string }>(
      `SELECT raw FROM sink_messages WHERE position('Feedback from Ben' in subject) > 0`,
    );
    const headers = rows[0].raw.split(/\r?\n\r?\n/)[0];
    expect(headers).not.toMatch(/^(Bcc|X-Injected|Subject: spoofed)/im);
    expect(headers).toMatch(/^Reply-To: basic@example\.com$/m);
    expect(await waitForNone('victim@example.com')).toBe(0);
  });

  it('limits feedback per client address per hour', async () => {
    expect((await feedback('globexAdmin', {}, await solvedCaptcha())).status).toBe(202);
    const limited = await feedback('staff', {}, await solvedCaptcha());
    expect(limited.status).toBe(429);
    const body = await errorOf(limited);
    expect(body.code).toBe('EMAIL_FEEDBACK_RATE_LIMITED');
    expect(body.details!.retryAfterSeconds).toBeGreaterThan(3000);
  });
});

async function waitForNone(to: string): Promise<number> {
  await new Promise((r) => setTimeout(r, 500));
  const { rows } = await demo.server.platform.pool.query(
    'SELECT count(*)::int AS n FROM sink_messages WHERE $1 = ANY(rcpt_to)',
    [to],
  );
  return rows[0].n as number;
}
