import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_TEXTS,
  applicationCreatedSchema,
  applicationListSchema,
  applicationSchema,
  type Application,
  type ApplicationList,
} from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { apimClient, type ApimClient } from './applications-test-kit.js';

let demo: DemoServer;
let apim: ApimClient;

beforeAll(async () => {
  demo = await startDemoServer();
  apim = apimClient(demo);
});
afterAll(async () => demo?.server.stop());

const list = async (query = '', user = 'developer', team = 'acmeIntegrations') =>
  applicationListSchema.parse(
    await apim.json<ApplicationList>(await apim.call(user, team, 'GET', `/applications/${query}`), 200),
  );
const names = (l: ApplicationList) => l.items.map((a) => a.display_name);

/** The first validation message of a create request. */
async function refusal(body: Record<string, unknown>): Promise<{ path: string; message: string }> {
  const res = await apim.call('developer', 'acmeIntegrations', 'POST', '/applications', body);
  const error = await apim.json<{ code: string; details: Array<{ path: string; message: string }> }>(res, 400);
  expect(error.code).toBe('VALIDATION_FAILED');
  return error.details[0];
}

describe('GET /api/apim/applications/', () => {
  it("lists the team's applications by name, with the fields of spec 2 section 3", async () => {
    const acme = await list();
    expect(names(acme)).toEqual(['Acme Gateway', 'Crew Mobile App', 'Field Sync Service', 'Legacy Importer']);
    const fieldSync = acme.items.find((a) => a.display_name === 'Field Sync Service')!;
    expect(fieldSync).toMatchObject({
      client_id: fieldSync.id,
      name: 'Field Sync Service',
      status: 'Available',
      visibility: 'TEAM',
      application_type: 'client',
      grant_types: ['client_credentials'],
      subscription_count: 3,
      secret_count: 2,
      secret_rotation_required: false,
      created_by: 'developer@example.com',
      team_id: demo.ids.acmeIntegrations,
    });
    expect(fieldSync.created_date).toBe(fieldSync.created_at.slice(0, 10));
    expect(acme.items.find((a) => a.display_name === 'Acme Gateway')).toMatchObject({ application_type: 'resource' });
    expect(acme.items.find((a) => a.display_name === 'Legacy Importer')).toMatchObject({
      status: 'Disabled',
      secret_rotation_required: true,
    });
    expect(names(await list('', 'teamAdmin', 'acmeMobile'))).toEqual(['Dispatch Board']);
  });

  it('searches display name, description and id, and sorts by name or newest first', async () => {
    expect(names(await list('?searchText=CREWS'))).toEqual(['Crew Mobile App']);
    expect(names(await list('?searchText=weather'))).toEqual(['Field Sync Service']);
    const gateway = (await list('?searchText=gateway')).items[0];
    expect(names(await list(`?searchText=${gateway.id.slice(0, 13)}`))).toEqual(['Acme Gateway']);
    expect(names(await list('?sort=recent'))).toEqual([
      'Crew Mobile App',
      'Field Sync Service',
      'Acme Gateway',
      'Legacy Importer',
    ]);
  });
});

describe('POST, PATCH, DELETE /api/apim/applications', () => {
  it('creates an application with its first secret, and reads it back', async () => {
    const created = applicationCreatedSchema.parse(
      await apim.createApplication('developer', 'acmeIntegrations', {
        name: '  Yard Scanner ',
        description: 'Scans yards.',
        grant_types: ['client_credentials', 'authorization_code', 'refresh_token'],
        redirect_uri: [' https://yard.example.com/cb ', 'http://localhost:3000/cb'],
        logout_uri: ['https://yard.example.com/bye'],
      }),
    );
    expect(created).toMatchObject({
      name: 'Yard Scanner',
      display_name: 'Yard Scanner',
      status: 'Available',
      redirect_uri: ['https://yard.example.com/cb', 'http://localhost:3000/cb'],
      secret_count: 1,
      subscription_count: 0,
    });
    expect(created.secrets).toHaveLength(1);
    expect(created.secrets[0].secret).toMatch(/^[\w-]{43}$/);
    const got = applicationSchema.parse(
      await apim.json<Application>(
        await apim.call('developer', 'acmeIntegrations', 'GET', `/applications/${created.id}`),
        200,
      ),
    );
    const { secrets: _secrets, ...withoutSecrets } = created;
    expect(got).toEqual(withoutSecrets);
    // The secret is kept encrypted, never as given.
    const { rows } = await demo.server.platform.pool.query(
      'SELECT ciphertext FROM application_secrets WHERE application_id = $1',
      [created.id],
    );
    expect(rows[0].ciphertext).not.toContain(created.secrets[0].secret);
  });

  it('applies the name rules of spec 2 section 5, with their messages', async () => {
    const base = { grant_types: ['client_credentials'] };
    expect(await refusal({ ...base })).toEqual({ path: 'name', message: APPLICATION_TEXTS.nameRequired });
    expect(await refusal({ ...base, name: '   ' })).toEqual({ path: 'name', message: APPLICATION_TEXTS.nameRequired });
    expect(await refusal({ ...base, name: 'ab' })).toEqual({ path: 'name', message: APPLICATION_TEXTS.nameMin });
    for (const bad of ['two  spaces', 'trailing_', 'bang!', 'under__score', '-lead']) {
      expect(await refusal({ ...base, name: bad })).toEqual({ path: 'name', message: APPLICATION_TEXTS.namePattern });
    }
    expect(await refusal({ name: 'Good Name' })).toMatchObject({ path: 'grant_types' });
    expect(await refusal({ name: 'Good Name', grant_types: [] })).toEqual({
      path: 'grant_types',
      message: APPLICATION_TEXTS.grantTypeRequired,
    });
    expect(await refusal({ name: 'Good Name', grant_types: ['refresh_token'] })).toEqual({
      path: 'grant_types',
      message: APPLICATION_TEXTS.grantTypeRequired,
    });
    expect(await refusal({ name: 'Good Name', grant_types: ['implicit'] })).toMatchObject({ path: 'grant_types.0' });
  });

  it('applies the callback and logout URL rules', async () => {
    const code = { name: 'Web Portal', grant_types: ['authorization_code'] };
    expect(await refusal(code)).toEqual({ path: 'redirect_uri', message: APPLICATION_TEXTS.callbackRequired });
    for (const bad of [
      'ftp://x.example.com/cb',
      'https://x.example.com/cb#frag',
      'not a url',
      'https://user:pw@x.example.com/',
      'https:///nohost',
    ]) {
      expect(await refusal({ ...code, redirect_uri: [bad] })).toEqual({
        path: 'redirect_uri.0',
        message: APPLICATION_TEXTS.callbackInvalid,
      });
    }
    expect(
      await refusal({ ...code, redirect_uri: ['https://x.example.com/cb'], logout_uri: ['javascript:alert(1)'] }),
    ).toEqual({
      path: 'logout_uri.0',
      message: APPLICATION_TEXTS.logoutInvalid,
    });
  });

  it('keeps names unique in a team, ignoring case (API1025)', async () => {
    const res = await apim.call('developer', 'acmeIntegrations', 'POST', '/applications', {
      name: 'field sync service',
      grant_types: ['client_credentials'],
    });
    expect(await apim.json(res, 409)).toMatchObject({ code: 'API1025' });
    // Another team may use it.
    await apim.createApplication('teamAdmin', 'acmeMobile', { name: 'Field Sync Service' });
  });

  it('updates any subset, keeping the callback rule for the result', async () => {
    const app = await apim.createApplication('developer', 'acmeIntegrations', { name: 'Patch Me' });
    const patch = (body: unknown) =>
      apim.call('developer', 'acmeIntegrations', 'PATCH', `/applications/${app.id}`, body);
    const renamed = await apim.json<Application>(await patch({ name: 'Patched', description: 'New words.' }), 200);
    expect(renamed).toMatchObject({
      name: 'Patched',
      display_name: 'Patched',
      description: 'New words.',
      grant_types: ['client_credentials'],
    });
    const refused = await apim.json<{ details: unknown[] }>(await patch({ grant_types: ['authorization_code'] }), 400);
    expect(refused.details).toEqual([{ path: 'redirect_uri', message: APPLICATION_TEXTS.callbackRequired }]);
    const code = await apim.json<Application>(
      await patch({ grant_types: ['authorization_code'], redirect_uri: ['https://patched.example.com/cb'] }),
      200,
    );
    expect(code).toMatchObject({
      grant_types: ['authorization_code'],
      redirect_uri: ['https://patched.example.com/cb'],
    });
    expect(await apim.json(await patch({}), 400)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await apim.json(await patch({ name: 'Crew Mobile App' }), 409)).toMatchObject({ code: 'API1025' });
  });

  it('deletes an application, but never a resource application', async () => {
    const app = await apim.createApplication('developer', 'acmeIntegrations', { name: 'Short Lived' });
    await apim.json(await apim.call('developer', 'acmeIntegrations', 'DELETE', `/applications/${app.id}`), 204);
    const again = await apim.call('developer', 'acmeIntegrations', 'GET', `/applications/${app.id}`);
    expect(await apim.json(again, 404)).toMatchObject({ code: 'API1010' });
    const gateway = demo.ids['app:acmeGateway'];
    const refused = await apim.call('teamAdmin', 'acmeIntegrations', 'DELETE', `/applications/${gateway}`);
    expect(await apim.json(refused, 409)).toMatchObject({ code: 'APPLICATION_RESOURCE_UNDELETABLE' });
  });

  it('shows a PERSONAL application to its creator only', async () => {
    const mine = await apim.createApplication('developer', 'acmeIntegrations', {
      name: 'My Sandbox',
      visibility: 'PERSONAL',
    });
    expect(names(await list('?searchText=sandbox'))).toEqual(['My Sandbox']);
    expect(names(await list('?searchText=sandbox', 'teamAdmin'))).toEqual([]);
    const res = await apim.call('teamAdmin', 'acmeIntegrations', 'GET', `/applications/${mine.id}`);
    expect(await apim.json(res, 404)).toMatchObject({ code: 'API1010' });
    // Only the creator may hide an application that way.
    const shared = await apim.createApplication('developer', 'acmeIntegrations', { name: 'Shared Tool' });
    const hide = (user: string) =>
      apim.call(user, 'acmeIntegrations', 'PATCH', `/applications/${shared.id}`, { visibility: 'PERSONAL' });
    expect(await apim.json(await hide('teamAdmin'), 403)).toMatchObject({ code: 'AZ1011' });
    expect(await apim.json(await hide('developer'), 200)).toMatchObject({ visibility: 'PERSONAL' });
  });
});
