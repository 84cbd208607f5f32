/** Sign-in and sign-up pages: texts, labels, errors, throttling, expiry (the browser tests rely on these). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { CookieJar } from '../../test/cookie-jar.js';
import { CLIENT_ID, authorize, bearer, createPkce, follow, form, signUp } from '../../test/oidc-flow.js';
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

/** The sign-in page of an authorization request carrying extra parameters (ui_locales), as the console sends it. */
async function signInPageWith(extra: Record<string, string>) {
  const jar = new CookieJar();
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: `${server.url}/callback`,
    response_type: 'code',
    scope: `openid ${CLIENT_ID} offline_access`,
    state: 'console',
    code_challenge: createPkce().challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  const shown = await follow(server, jar, await jar.fetch(`${server.url}/oidc/auth?${query}`));
  if (!('response' in shown)) throw new Error('expected the sign-in page');
  return { jar, uid: new URL(shown.url).pathname.split('/')[2], html: await shown.response.text() };
}

describe("page language (issue 22: the console's languages)", () => {
  it('shows the sign-in page in German when the console asks with ui_locales=de-DE', async () => {
    const { html } = await signInPageWith({ ui_locales: 'de-DE' });
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('<h1>Bei der Developer Console anmelden</h1>');
    expect(html).toContain('<label for="email">E-Mail</label>');
    expect(html).toContain('<label for="password">Passwort</label>');
    expect(html).toContain('<button type="submit">Anmelden</button>');
    expect(html).toMatch(/Neu hier\? <a href="\/interaction\/[\w-]+\/signup">Konto erstellen<\/a>/);
  });

  it('keeps the language for the whole interaction: sign-up and its field errors in German', async () => {
    const { jar, uid } = await signInPageWith({ ui_locales: 'de-DE' });
    const signUpHtml = await (await jar.fetch(`${server.url}/interaction/${uid}/signup`)).text();
    expect(signUpHtml).toContain('<h1>Ihr Developer-Console-Konto erstellen</h1>');
    expect(signUpHtml).toContain('<label for="givenName">Vorname</label>');
    const res = await jar.fetch(
      `${server.url}/interaction/${uid}/signup`,
      form({ givenName: ' ', familyName: 'X', email: 'nope', password: 'short' }),
    );
    const html = await res.text();
    expect(res.status).toBe(400);
    expect(html).toContain('Geben Sie Ihren Vornamen ein.');
    expect(html).toContain('Geben Sie eine gültige E-Mail-Adresse ein.');
    expect(html).toContain('Verwenden Sie mindestens 12 Zeichen.');
  });

  it("follows the browser's Accept-Language without ui_locales, and ui_locales wins over it", async () => {
    const { jar, uid } = await authorize(server);
    const german = await jar.fetch(`${server.url}/interaction/${uid}`, {
      headers: { 'accept-language': 'fr-FR, de;q=0.8, en;q=0.5' },
    });
    expect(await german.text()).toContain('<html lang="de-DE">');
    const english = await signInPageWith({ ui_locales: 'en' });
    const again = await english.jar.fetch(`${server.url}/interaction/${english.uid}`, {
      headers: { 'accept-language': 'de-DE' },
    });
    expect(await again.text()).toContain('<h1>Sign in to Developer Console</h1>');
  });

  it('says "Anmeldung abgelaufen" for an expired request to a German browser', async () => {
    const res = await fetch(`${server.url}/interaction/unknown-uid`, { headers: { 'accept-language': 'de' } });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('<h1>Anmeldung abgelaufen</h1>');
  });
});

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

  it('looks like the console: its app bar with logo and name, its stylesheet, Roboto served by the server', async () => {
    const { page } = await authorize(server);
    const html = await page.text();
    expect(html).toContain('<link rel="stylesheet" href="/interaction/assets/interaction.css" />');
    expect(html).toMatch(/<header class="bar"><svg class="logo"[^>]*aria-hidden="true"/);
    expect(html).toContain('<span class="product">Developer Console</span>');
    const css = await (await fetch(`${server.url}/interaction/assets/interaction.css`)).text();
    expect(css).toContain("font-family: 'Roboto'");
    expect(css).toContain('#0b3d91');
    for (const [file, type] of [
      ['roboto-latin-400.woff2', 'font/woff2'],
      ['roboto-latin-500.woff2', 'font/woff2'],
      ['logo.svg', 'image/svg+xml'],
    ]) {
      const res = await fetch(`${server.url}/interaction/assets/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type')).toContain(type);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(200);
    }
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
