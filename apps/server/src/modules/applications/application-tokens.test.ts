/**
 * The proof that applications are real OAuth clients (issue 7): a secret made in the console gets an access token
 * at /oidc/token, by client_secret_basic and client_secret_post; once deleted it fails at once with invalid_client.
 */
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_TOKEN_AUDIENCE, type SecretValueList } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { apimClient, clientCredentials, type ApimClient } from './applications-test-kit.js';

let demo: DemoServer;
let apim: ApimClient;

beforeAll(async () => {
  demo = await startDemoServer();
  apim = apimClient(demo);
});
afterAll(async () => demo?.server.stop());

async function verifyAccessToken(token: string) {
  const { keys } = (await (await fetch(`${demo.server.url}/oidc/jwks`)).json()) as { keys: JWK[] };
  return jwtVerify(token, createLocalJWKSet({ keys }), {
    issuer: `${demo.server.url}/oidc`,
    audience: APPLICATION_TOKEN_AUDIENCE,
  });
}

describe('applications at the token endpoint', () => {
  it('issues tokens for every current secret, and refuses a deleted one at once', async () => {
    const created = await apim.createApplication('developer', 'acmeIntegrations', { name: 'Token Proof' });
    const first = created.secrets[0].secret;
    const made = await apim.json<SecretValueList>(
      await apim.call('developer', 'acmeIntegrations', 'POST', `/applications/${created.id}/secrets`),
      201,
    );
    const second = made.data[0].secret;

    for (const [secret, how] of [
      [first, 'basic'],
      [second, 'basic'],
      [first, 'post'],
      [second, 'post'],
    ] as const) {
      const res = await clientCredentials(demo.server.url, created.client_id, secret, how);
      const body = (await res.json()) as { access_token: string; token_type: string; expires_in: number };
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(body.token_type).toBe('Bearer');
      const { payload, protectedHeader } = await verifyAccessToken(body.access_token);
      expect(protectedHeader.typ).toBe('at+jwt');
      expect(payload).toMatchObject({
        client_id: created.id,
        team_id: demo.ids.acmeIntegrations,
        subscriptions: [],
      });
    }

    const gone = await apim.call(
      'developer',
      'acmeIntegrations',
      'DELETE',
      `/applications/${created.id}/secrets/${made.data[0].id}`,
    );
    expect(gone.status).toBe(204);
    for (const how of ['basic', 'post'] as const) {
      const res = await clientCredentials(demo.server.url, created.client_id, second, how);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: 'invalid_client' });
    }
    expect((await clientCredentials(demo.server.url, created.client_id, first)).status).toBe(200);
    expect((await clientCredentials(demo.server.url, created.client_id, `${first}x`)).status).toBe(401);

    await apim.json(await apim.call('developer', 'acmeIntegrations', 'DELETE', `/applications/${created.id}`), 204);
    const deleted = await clientCredentials(demo.server.url, created.client_id, first);
    expect(deleted.status).toBe(401);
    expect(await deleted.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('refuses grant types the application was not given', async () => {
    const created = await apim.createApplication('developer', 'acmeIntegrations', {
      name: 'Code Only',
      grant_types: ['authorization_code'],
      redirect_uri: ['https://app.example.com/callback'],
    });
    const res = await clientCredentials(demo.server.url, created.client_id, created.secrets[0].secret);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error_description: 'requested grant type is not allowed for this client',
    });
  });
});
