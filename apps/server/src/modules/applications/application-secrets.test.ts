import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_APPLICATION_SECRETS, secretListSchema, secretValueListSchema, type SecretValueList } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { apimClient, type ApimClient } from './applications-test-kit.js';

let demo: DemoServer;
let apim: ApimClient;

beforeAll(async () => {
  demo = await startDemoServer();
  apim = apimClient(demo);
});
afterAll(async () => demo?.server.stop());

describe('application secrets', () => {
  it('lists ids without values, shows one value by id, allows 5 and never fewer than 1', async () => {
    const app = await apim.createApplication('developer', 'acmeIntegrations', { name: 'Secret Keeper' });
    const base = `/applications/${app.id}/secrets`;
    const call = (method: string, path = '') => apim.call('developer', 'acmeIntegrations', method, `${base}${path}`);
    const made: string[] = [app.secrets[0].id];
    for (let i = 1; i < MAX_APPLICATION_SECRETS; i++) {
      const res = secretValueListSchema.parse(await apim.json<SecretValueList>(await call('POST'), 201));
      made.push(res.data[0].id);
    }
    expect(await apim.json(await call('POST'), 409)).toMatchObject({ code: 'APPLICATION_SECRET_LIMIT' });

    const listed = secretListSchema.parse(await apim.json(await call('GET'), 200));
    expect(listed.data.map((s) => s.id)).toEqual(made);
    expect(JSON.stringify(listed)).not.toContain('"secret"');
    const one = await apim.json<SecretValueList>(await call('GET', `/${made[0]}`), 200);
    expect(one.data).toEqual([{ id: made[0], created_at: app.secrets[0].created_at, secret: app.secrets[0].secret }]);

    expect(await apim.json(await call('GET', '/00000000-0000-4000-8000-000000000000'), 404)).toMatchObject({
      code: 'APPLICATION_SECRET_NOT_FOUND',
    });
    for (const id of made.slice(1)) await apim.json(await call('DELETE', `/${id}`), 204);
    expect(await apim.json(await call('DELETE', `/${made[0]}`), 409)).toMatchObject({
      code: 'APPLICATION_LAST_SECRET',
    });
    expect(await apim.json(await call('DELETE', `/${made[1]}`), 404)).toMatchObject({
      code: 'APPLICATION_SECRET_NOT_FOUND',
    });
    expect((await apim.json<{ data: unknown[] }>(await call('GET'), 200)).data).toHaveLength(1);
  });

  it('keeps the limit when secrets are made at the same time', async () => {
    const app = await apim.createApplication('developer', 'acmeIntegrations', { name: 'Racing Secrets' });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        apim.call('developer', 'acmeIntegrations', 'POST', `/applications/${app.id}/secrets`),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(MAX_APPLICATION_SECRETS - 1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(8 - (MAX_APPLICATION_SECRETS - 1));
  });
});
