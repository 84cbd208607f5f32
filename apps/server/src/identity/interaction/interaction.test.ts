/** Sign-in and sign-up pages: texts, labels, errors, throttling, expiry (the browser tests rely on these). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { authorize, bearer, form, signUp } from '../../test/oidc-flow.js';
import { MAX_FAILURES } from '../sign-in-throttle.js';
import { createUser, findUserByEmail } from '../users.repository.js';

const LINUS = {
  email: 'linus@example.com',
  password: 'penguins everywhere',
  givenName: 'Linus',
  familyName: 'Torvalds',
};
let server: TestServer;

beforeAll(async () => {
  // Behind a trusted proxy, so the test can speak for different client addresses with X-Forwarded-For.
  server = await startTestServer({ WEB_DIST: '/nonexistent', TRUST_PROXY: 'true' });
  await createUser(server.platform.db, LINUS);
});
afterAll(() => server?.stop());

async function submit(
  action: 'login' | 'signup',
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const flow = await authorize(server);
  const init = form(fields);
  const res = await flow.jar.fetch(`${server.url}/interaction/${flow.uid}/${action}`, {
    ...init,
    headers: { ...init.headers, ...headers },
  });
  return { res, html: await res.text(), flow };
}

describe('sign-in page', () => {
  it('is accessible: lang, one h1, labelled inputs, a stylesheet file and no inline script', async () => {
    const { page } = await authorize(server);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<html lang="en">');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<h1>Sign in to Developer Console</h1>');
    expect(html).toContain('<label for="email">E-mail</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toMatch(/<a href="\/interaction\/[\w-]+\/signup">Create an account<\/a>/);
    expect(html).not.toMatch(/<script|<style|style=/);
    const css = await fetch(`${server.url}/interaction/assets/interaction.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(await css.text()).toContain(':focus-visible');
  });

  it('says "Incorrect e-mail or password." for a wrong password and for an unknown e-mail alike, keeping the e-mail', async () => {
    for (const email of [LINUS.email, 'nobody@example.com']) {
      const { res, html } = await submit('login', { email, password: 'wrong password' });
      expect(res.status).toBe(401);
      expect(html).toContain('<div class="alert" role="alert">Incorrect e-mail or password.</div>');
      expect(html).toContain(`value="${email}"`);
      expect(html).not.toContain('wrong password');
    }
  });

  it('shows field errors inline', async () => {
    const { res, html } = await submit('login', { email: 'not-an-address', password: '' });
    expect(res.status).toBe(400);
    expect(html).toContain('<p class="error" id="email-error">Enter a valid e-mail address.</p>');
    expect(html).toContain('<p class="error" id="password-error">Enter your password.</p>');
    expect(html).toMatch(/id="email"[^>]*aria-describedby="email-error" aria-invalid="true"/);
  });

  it(`refuses sign-in for an address and IP after ${MAX_FAILURES} failures, with a clear message`, async () => {
    const ip = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await submit('login', { email: LINUS.email, password: `guess ${i}` }, ip)).res.status).toBe(401);
    }
    const blocked = await submit('login', { ...LINUS }, ip);
    expect(blocked.res.status).toBe(429);
    expect(blocked.html).toContain('Too many failed sign-in attempts. Wait 15 minutes, then try again.');
    // The same address from elsewhere still signs in.
    expect((await submit('login', { ...LINUS }, { 'x-forwarded-for': '198.51.100.1' })).res.status).toBe(303);
  });

  it('explains an expired or unknown sign-in request', async () => {
    const res = await fetch(`${server.url}/interaction/unknown-uid`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Sign-in expired');
  });
});

describe('sign-up page', () => {
  it('has labelled inputs and a Create account button', async () => {
    const { jar, uid } = await authorize(server);
    const html = await (await jar.fetch(`${server.url}/interaction/${uid}/signup`)).text();
    expect(html).toContain('<h1>Create your Developer Console account</h1>');
    for (const [id, label] of [
      ['givenName', 'First name'],
      ['familyName', 'Last name'],
      ['email', 'E-mail'],
      ['password', 'Password'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
    }
    expect(html).toContain('<button type="submit">Create account</button>');
    expect(html).toMatch(/<a href="\/interaction\/[\w-]+">Sign in<\/a>/);
  });

  it('creates the user (argon2id), signs them in, and the id token works', async () => {
    const fields = {
      givenName: 'Margaret',
      familyName: 'Hamilton',
      email: 'Margaret@Example.com',
      password: 'apollo guidance computer',
    };
    const session = await signUp(server, fields);
    expect(decodeJwt(session.idToken)).toMatchObject({ email: 'margaret@example.com', given_name: 'Margaret' });
    const row = await findUserByEmail(server.platform.db, 'margaret@example.com');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const me = await fetch(`${server.url}/api/profiles/users/me`, bearer(session.idToken));
    expect(await me.json()).toMatchObject({ uuid: row?.id, firstName: 'Margaret', lastName: 'Hamilton' });
  });

  it('says when the e-mail is taken, keeping every value but the password', async () => {
    const { res, html } = await submit('signup', {
      givenName: 'Other',
      familyName: 'Linus',
      email: LINUS.email,
      password: 'another long password',
    });
    expect(res.status).toBe(409);
    expect(html).toContain('An account with this e-mail already exists. Sign in instead.');
    expect(html).toContain('value="Other"');
    expect(html).toContain(`value="${LINUS.email}"`);
    expect(html).not.toContain('another long password');
  });

  it('shows each invalid field with its message', async () => {
    const { res, html } = await submit('signup', { givenName: ' ', familyName: 'X', email: 'nope', password: 'short' });
    expect(res.status).toBe(400);
    expect(html).toContain('Enter your first name.');
    expect(html).toContain('Enter a valid e-mail address.');
    expect(html).toContain('Use at least 12 characters.');
    expect(html).toContain('value="X"');
  });
});
