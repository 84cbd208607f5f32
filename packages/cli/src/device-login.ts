/**
 * `dc login`: the OAuth 2.0 device authorization grant (RFC 8628) against the console's identity provider. The
 * user approves in a browser; the CLI polls the token endpoint and keeps the id token (the API's bearer, spec 1
 * section 7) and the refresh token.
 */
import { CLI_CLIENT_ID, type EnvironmentConfig } from '@dc/contracts';
import type { StoredSession } from './config-store';

const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

export interface DeviceLoginOptions {
  server: string;
  /** Told the verification address and the code to check. */
  prompt(verificationUri: string, userCode: string, verificationUriComplete?: string): void;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

interface TokenAnswer {
  id_token?: string;
  refresh_token?: string;
  error?: string;
  error_description?: string;
}

async function json<T>(res: Response, what: string): Promise<T> {
  const body = (await res.json().catch(() => undefined)) as T | undefined;
  if (body === undefined) throw new Error(`${what} answered ${res.status} without JSON`);
  return body;
}

/** Seconds since the epoch when a JWT expires (its exp claim). */
export function expiryOf(jwt: string): number {
  const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: number };
  if (typeof payload.exp !== 'number') throw new Error('The id token has no expiry.');
  return payload.exp;
}

/** The issuer's endpoints, read from the console's environment.json and the issuer's discovery document. */
export async function discover(server: string, doFetch: typeof fetch = fetch) {
  const env = await json<EnvironmentConfig>(await doFetch(new URL('/ui-config/environment.json', server)), server);
  const issuer = env.auth.authority.replace(/\/$/, '');
  const meta = await json<{ device_authorization_endpoint?: string; token_endpoint: string }>(
    await doFetch(`${issuer}/.well-known/openid-configuration`),
    issuer,
  );
  if (!meta.device_authorization_endpoint) throw new Error(`${issuer} offers no device sign-in.`);
  return {
    deviceEndpoint: meta.device_authorization_endpoint,
    tokenEndpoint: meta.token_endpoint,
    // The console's client id is also the scope that puts the profile claims in the id token.
    profileScope: env.auth.applicationId,
  };
}

export async function deviceLogin(options: DeviceLoginOptions): Promise<StoredSession> {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  const { deviceEndpoint, tokenEndpoint, profileScope } = await discover(options.server, doFetch);
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(fields).toString(),
  });
  const scope = `openid offline_access ${profileScope}`;
  const start = await json<{
    device_code: string;
    user_code: string;
    verification_uri: string;
    verification_uri_complete?: string;
    interval?: number;
    expires_in: number;
    error_description?: string;
  }>(await doFetch(deviceEndpoint, form({ client_id: CLI_CLIENT_ID, scope })), 'device authorization');
  if (!start.device_code) throw new Error(start.error_description ?? 'The identity provider refused device sign-in.');
  options.prompt(start.verification_uri, start.user_code, start.verification_uri_complete);

  let interval = (start.interval ?? 5) * 1000;
  const deadline = Date.now() + start.expires_in * 1000;
  while (Date.now() < deadline) {
    await sleep(interval);
    const answer = await json<TokenAnswer>(
      await doFetch(
        tokenEndpoint,
        form({ grant_type: DEVICE_GRANT, device_code: start.device_code, client_id: CLI_CLIENT_ID }),
      ),
      'token endpoint',
    );
    if (answer.id_token) {
      return {
        server: options.server,
        tokenEndpoint,
        clientId: CLI_CLIENT_ID,
        idToken: answer.id_token,
        refreshToken: answer.refresh_token,
        expiresAt: expiryOf(answer.id_token),
      };
    }
    if (answer.error === 'authorization_pending') continue;
    // RFC 8628 3.5: slow down by five seconds for this and every later request.
    if (answer.error === 'slow_down') interval += 5000;
    else if (answer.error === 'access_denied') throw new Error('Sign-in was declined in the browser.');
    else if (answer.error === 'expired_token') break;
    else throw new Error(answer.error_description ?? answer.error ?? 'The token endpoint refused the sign-in.');
  }
  throw new Error('The code expired before it was confirmed. Run `dc login` again.');
}

/** A new id token from the refresh token (rotated: the answer's refresh token replaces the old one). */
export async function refreshSession(session: StoredSession, doFetch: typeof fetch = fetch): Promise<StoredSession> {
  if (!session.refreshToken) throw new Error('The sign-in has expired. Run `dc login`.');
  const res = await doFetch(session.tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: session.refreshToken,
      client_id: session.clientId,
    }).toString(),
  });
  const answer = await json<TokenAnswer>(res, 'token endpoint');
  if (!answer.id_token) throw new Error('The sign-in has ended. Run `dc login`.');
  return {
    ...session,
    idToken: answer.id_token,
    refreshToken: answer.refresh_token ?? session.refreshToken,
    expiresAt: expiryOf(answer.id_token),
  };
}
