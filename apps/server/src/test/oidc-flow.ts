/**
 * Drives the console's sign-in over HTTP as a browser would (spec 1 section 4.1): authorization code + PKCE
 * against the embedded provider, the sign-in or sign-up page, the callback, the token exchange.
 */
import { createHash, randomInt } from 'node:crypto';
import { CookieJar } from './cookie-jar.js';

interface ServerLike {
  url: string;
}

export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}
export interface SignedIn extends Tokens {
  /** The browser's cookies (provider session), for signing out. */
  jar: CookieJar;
}

export const CLIENT_ID = 'developer-console';
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The verifier is 40 random alphanumerics; the challenge its SHA-256, base64url (spec 1 section 4.1). */
export function createPkce(length = 40) {
  const verifier = Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

const absolute = (server: ServerLike, location: string) => new URL(location, server.url).toString();

/** Starts at the authorization endpoint and stops at the first page shown (the sign-in page). */
export async function authorize(
  server: ServerLike,
  jar = new CookieJar(),
  scope = `openid ${CLIENT_ID} offline_access`,
  verifierLength = 40,
) {
  const pkce = createPkce(verifierLength);
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: `${server.url}/callback`,
    response_type: 'code',
    scope,
    state: 'console',
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
  });
  const page = await follow(server, jar, await jar.fetch(`${server.url}/oidc/auth?${query}`));
  if (!('response' in page)) throw new Error('expected a sign-in page, got the callback');
  const uid = new URL(page.url).pathname.split('/')[2];
  return { jar, pkce, uid, page: page.response, pageUrl: page.url };
}

/** Follows redirects until a page is shown or the console's /callback is reached (whose code is returned). */
type Followed = { response: Response; url: string } | { code: string };
export async function follow(server: ServerLike, jar: CookieJar, res: Response, url = ''): Promise<Followed> {
  for (let hops = 0; hops < 10; hops++) {
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) return { response: res, url };
    url = absolute(server, location);
    if (url.startsWith(`${server.url}/callback`)) {
      const code = new URL(url).searchParams.get('code');
      if (!code) throw new Error(`callback without code: ${url}`);
      return { code };
    }
    res = await jar.fetch(url);
  }
  throw new Error('too many redirects');
}

export async function exchangeCode(server: ServerLike, code: string, verifier?: string): Promise<Response> {
  const fields: Record<string, string> = {
    grant_type: 'authorization_code',
    client_id: CLIENT_ID,
    code,
    redirect_uri: `${server.url}/callback`,
  };
  if (verifier) fields.code_verifier = verifier;
  return fetch(`${server.url}/oidc/token`, form(fields));
}

/** `extra` lets a caller add what spec 1 section 7.5 also sends on refresh (the PKCE fields). */
export async function refreshTokens(
  server: ServerLike,
  refreshToken: string,
  extra: Record<string, string> = {},
): Promise<Response> {
  return fetch(
    `${server.url}/oidc/token`,
    form({ grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: refreshToken, ...extra }),
  );
}

export async function readTokens(res: Response): Promise<Tokens> {
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`token endpoint answered ${res.status}: ${JSON.stringify(body)}`);
  return {
    idToken: String(body.id_token),
    accessToken: String(body.access_token),
    refreshToken: String(body.refresh_token),
    expiresIn: Number(body.expires_in),
  };
}

/** Submits a page's form and, when it leads to the callback, exchanges the code. */
async function submitAndExchange(
  server: ServerLike,
  flow: Awaited<ReturnType<typeof authorize>>,
  action: string,
  fields: Record<string, string>,
) {
  const res = await flow.jar.fetch(`${server.url}/interaction/${flow.uid}/${action}`, form(fields));
  const end = await follow(server, flow.jar, res);
  if (!('code' in end))
    throw new Error(`${action} did not finish (${end.response.status}): ${(await end.response.text()).slice(0, 300)}`);
  return { ...(await readTokens(await exchangeCode(server, end.code, flow.pkce.verifier))), jar: flow.jar };
}

export async function signIn(server: ServerLike, email: string, password: string): Promise<SignedIn> {
  return submitAndExchange(server, await authorize(server), 'login', { email, password });
}

export interface SignUpFields {
  givenName: string;
  familyName: string;
  email: string;
  password: string;
}
export async function signUp(server: ServerLike, fields: SignUpFields): Promise<SignedIn> {
  return submitAndExchange(server, await authorize(server), 'signup', { ...fields });
}

/** RP-initiated logout as the console does it; returns where the browser ends up. */
export async function signOut(server: ServerLike, session: SignedIn): Promise<string> {
  const query = new URLSearchParams({
    id_token_hint: session.idToken,
    post_logout_redirect_uri: `${server.url}/landing`,
  });
  const page = await session.jar.fetch(`${server.url}/oidc/session/end?${query}`);
  const html = await page.text();
  // The page's form submits itself in a browser (autosubmit.js); here we submit it by hand.
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  const inputs = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)];
  if (!action) throw new Error(`no sign-out form (${page.status}): ${html.slice(0, 300)}`);
  const res = await session.jar.fetch(
    absolute(server, action.replace(/&amp;/g, '&')),
    form(Object.fromEntries(inputs.map((m) => [m[1], m[2]]))),
  );
  return absolute(server, res.headers.get('location') ?? '');
}

export const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
