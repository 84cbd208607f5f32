/**
 * The user-facing grants of an application (spec 2 section 9: authorization code, device code, refresh tokens):
 * the user signs in at the console's provider and is asked for consent, which the console itself never is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import type { ApplicationCreated } from '@dc/contracts';
import { DEMO_PASSWORD } from '../../demo/world.js';
import { CookieJar } from '../../test/cookie-jar.js';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { createPkce, form } from '../../test/oidc-flow.js';
import { apimClient } from './applications-test-kit.js';

const CALLBACK = 'https://app.example.com/callback';
let demo: DemoServer;
let app: ApplicationCreated;

beforeAll(async () => {
  demo = await startDemoServer();
  app = await apimClient(demo).createApplication('developer', 'acmeIntegrations', {
    name: 'Field Crew App',
    grant_types: ['authorization_code', 'urn:ietf:params:oauth:grant-type:device_code', 'refresh_token'],
    redirect_uri: [CALLBACK],
    logout_uri: ['https://app.example.com/bye'],
  });
});
afterAll(async () => demo?.server.stop());

const url = (path: string) => new URL(path, demo.server.url).toString();
const basic = () => `Basic ${Buffer.from(`${app.client_id}:${app.secrets[0].secret}`).toString('base64')}`;

/** Follows the provider's redirects until a page is shown or the application's callback is reached. */
async function follow(jar: CookieJar, res: Response): Promise<{ page: Response; at: string } | { callback: URL }> {
  let at = '';
  for (let hop = 0; hop < 10; hop++) {
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) return { page: res, at };
    at = url(location);
    if (at.startsWith(CALLBACK)) return { callback: new URL(at) };
    res = await jar.fetch(at);
  }
  throw new Error('too many redirects');
}

/** Signs in on the page shown, and returns the uid of the consent page that follows. */
async function signInToConsent(jar: CookieJar, shown: { page: Response; at: string }) {
  const uid = new URL(shown.at).pathname.split('/')[2];
  const login = await jar.fetch(
    url(`/interaction/${uid}/login`),
    form({ email: 'developer@example.com', password: DEMO_PASSWORD }),
  );
  const consent = await follow(jar, login);
  if (!('page' in consent)) throw new Error('expected the consent page');
  const html = await consent.page.text();
  expect(html).toContain('Field Crew App asks to sign you in');
  // Consent is a new interaction of its own.
  return new URL(consent.at).pathname.split('/')[2];
}

async function authorize(jar: CookieJar) {
  const pkce = createPkce(43);
  const query = new URLSearchParams({
    client_id: app.client_id,
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope: 'openid email offline_access',
    prompt: 'consent',
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
  });
  const shown = await follow(jar, await jar.fetch(url(`/oidc/auth?${query}`)));
  if (!('page' in shown)) throw new Error('expected the sign-in page');
  return { pkce, uid: await signInToConsent(jar, shown) };
}

describe('authorization code with consent', () => {
  it('signs the user in to the application after they allow it', async () => {
    const jar = new CookieJar();
    const { pkce, uid } = await authorize(jar);
    const end = await follow(jar, await jar.fetch(url(`/interaction/${uid}/consent`), form({ decision: 'allow' })));
    if (!('callback' in end)) throw new Error('expected the callback');
    const code = end.callback.searchParams.get('code')!;
    const res = await fetch(url('/oidc/token'), {
      ...form({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: pkce.verifier }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic() },
    });
    const tokens = (await res.json()) as { id_token: string; refresh_token?: string };
    expect(res.status, JSON.stringify(tokens)).toBe(200);
    expect(decodeJwt(tokens.id_token)).toMatchObject({ aud: app.client_id, email: 'developer@example.com' });
    expect(tokens.refresh_token).toBeTruthy();
    // Its id token is not a key to the console's API: that takes the console's own audience.
    const api = await fetch(url('/api/profiles/users/me'), { headers: { authorization: `Bearer ${tokens.id_token}` } });
    expect(api.status).toBe(401);
  });

  it('sends access_denied back when the user denies', async () => {
    const jar = new CookieJar();
    const { uid } = await authorize(jar);
    const end = await follow(jar, await jar.fetch(url(`/interaction/${uid}/consent`), form({ decision: 'deny' })));
    if (!('callback' in end)) throw new Error('expected the callback');
    expect(end.callback.searchParams.get('error')).toBe('access_denied');
  });
});

describe('device code', () => {
  it('lets a device get tokens once its user entered the code and allowed it', async () => {
    const start = await fetch(url('/oidc/device/auth'), {
      ...form({ scope: 'openid' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic() },
    });
    const device = (await start.json()) as { device_code: string; user_code: string; verification_uri: string };
    expect(start.status, JSON.stringify(device)).toBe(200);

    const poll = () =>
      fetch(url('/oidc/token'), {
        ...form({ grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: device.device_code }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic() },
      });
    expect(await (await poll()).json()).toMatchObject({ error: 'authorization_pending' });

    const jar = new CookieJar();
    const input = await jar.fetch(device.verification_uri);
    const inputHtml = await input.text();
    expect(inputHtml).toContain('Enter the code shown on your device.');
    const xsrf = /name="xsrf" value="([^"]*)"/.exec(inputHtml)![1];
    const confirm = await jar.fetch(url('/oidc/device'), form({ xsrf, user_code: device.user_code }));
    const confirmHtml = await confirm.text();
    expect(confirmHtml).toContain('Field Crew App asks to sign in');
    const confirmXsrf = /name="xsrf" value="([^"]*)"/.exec(confirmHtml)![1];
    const toLogin = await follow(
      jar,
      await jar.fetch(url('/oidc/device'), form({ xsrf: confirmXsrf, user_code: device.user_code, confirm: 'yes' })),
    );
    if (!('page' in toLogin)) throw new Error('expected the sign-in page');
    const uid = await signInToConsent(jar, toLogin);
    const done = await follow(jar, await jar.fetch(url(`/interaction/${uid}/consent`), form({ decision: 'allow' })));
    if (!('page' in done)) throw new Error('expected the success page');
    expect(await done.page.text()).toContain('Device connected');

    const tokens = (await (await poll()).json()) as { id_token?: string; access_token?: string };
    expect(tokens.access_token).toBeTruthy();
    expect(decodeJwt(tokens.id_token!)).toMatchObject({ aud: app.client_id });
  });
});
