import { describe, expect, it } from 'vitest';
import { deviceLogin, expiryOf } from './device-login';

const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

/** An identity provider double: discovery, device authorization, then the token answers in order. */
function provider(tokenAnswers: object[]) {
  const polls: URLSearchParams[] = [];
  const fetchImpl = (async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/ui-config/environment.json'))
      return Response.json({ auth: { authority: 'http://idp.test/oidc', applicationId: 'developer-console' } });
    if (url.endsWith('/.well-known/openid-configuration'))
      return Response.json({
        device_authorization_endpoint: 'http://idp.test/dev',
        token_endpoint: 'http://idp.test/token',
      });
    if (url === 'http://idp.test/dev') {
      const form = new URLSearchParams(String(init?.body));
      expect(form.get('client_id')).toBe('dc-cli');
      expect(form.get('scope')).toBe('openid offline_access developer-console');
      return Response.json({
        device_code: 'dc1',
        user_code: 'ABCD-EFGH',
        verification_uri: 'http://idp.test/device',
        interval: 1,
        expires_in: 600,
      });
    }
    polls.push(new URLSearchParams(String(init?.body)));
    return Response.json(tokenAnswers.shift(), { status: 400 });
  }) as typeof fetch;
  return { fetchImpl, polls };
}

describe('deviceLogin', () => {
  it('shows the code, polls until the browser approved, and slows down when told to (RFC 8628)', async () => {
    const idToken = jwt({ exp: 2_000_000_000 });
    const { fetchImpl, polls } = provider([
      { error: 'authorization_pending' },
      { error: 'slow_down' },
      { id_token: idToken, refresh_token: 'r1' },
    ]);
    const waits: number[] = [];
    const prompts: string[] = [];
    const session = await deviceLogin({
      server: 'http://console.test',
      fetch: fetchImpl,
      sleep: async (ms) => void waits.push(ms),
      prompt: (uri, code) => prompts.push(`${uri} ${code}`),
    });
    expect(prompts).toEqual(['http://idp.test/device ABCD-EFGH']);
    expect(waits).toEqual([1000, 1000, 6000]);
    expect(polls.map((p) => p.get('grant_type'))).toEqual(
      Array(3).fill('urn:ietf:params:oauth:grant-type:device_code'),
    );
    expect(session).toMatchObject({ idToken, refreshToken: 'r1', expiresAt: 2_000_000_000, clientId: 'dc-cli' });
  });

  it('stops when the user declines in the browser', async () => {
    const { fetchImpl } = provider([{ error: 'access_denied' }]);
    const login = deviceLogin({
      server: 'http://console.test',
      fetch: fetchImpl,
      sleep: async () => {},
      prompt: () => {},
    });
    await expect(login).rejects.toThrow('Sign-in was declined in the browser.');
  });
});

describe('expiryOf', () => {
  it('reads the exp claim of a JWT', () => {
    expect(expiryOf(jwt({ exp: 42 }))).toBe(42);
  });
});
