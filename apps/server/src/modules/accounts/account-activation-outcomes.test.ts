/** Activation outcomes other than success, and enabling an account. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnableAccountResult, Team } from '@dc/contracts';
import { createTeamServices } from '../teams/teams.service.js';
import { createActivationRunner } from './account-activation.job.js';
import { activationClient } from '../../test/activation.js';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';

let demo: DemoServer;
let client: ReturnType<typeof activationClient>;
beforeAll(async () => {
  demo = await startDemoServer();
  client = activationClient(demo);
});
afterAll(async () => demo?.server.stop());

const sql = (text: string, values: unknown[] = []) => demo.server.platform.pool.query(text, values);

const v2 = (account: string) => client.v2(account);
const initialize = (user: string, account: string) => client.initialize(user, account);
const pollActivation: ReturnType<typeof activationClient>['poll'] = (...args) => client.poll(...args);

describe('activation outcomes other than success', () => {
  it('ends FAILED when the account name is over 100 characters, and the account stays not initialized', async () => {
    const { rows } = await sql(
      `INSERT INTO accounts (name, reference, initialization_status) VALUES ($1, 'marketplace', 'NOT_INITIALIZED') RETURNING id`,
      [`Very Long ${'Name '.repeat(25)}`],
    );
    demo.ids.longName = rows[0].id;
    await sql(`INSERT INTO account_members (account_id, user_id, role) VALUES ($1, $2, 'admin')`, [
      rows[0].id,
      demo.ids.basic,
    ]);
    const { last } = await pollActivation('basic', 'longName', await initialize('basic', 'longName'));
    expect(last).toMatchObject({ status: 'FAILED', reason: 'The account name is longer than 100 characters.' });
    expect(await (await demo.call('basic', 'GET', `${v2('longName')}/initialized`)).json()).toMatchObject({
      initializationStatus: 'NOT_INITIALIZED',
    });
  });

  it('reports a run stuck past its time as TIMED_OUT', async () => {
    const { rows } = await sql(
      `INSERT INTO account_activations (account_id, user_id, started_at) VALUES ($1, $2, now() - interval '10 minutes') RETURNING id`,
      [demo.ids.longName, demo.ids.basic],
    );
    const res = await demo.call('basic', 'GET', `${v2('longName')}/initializationStatuses/${rows[0].id}`);
    expect(await res.json()).toMatchObject({ status: 'TIMED_OUT', reason: expect.stringContaining('did not finish') });
  });

  it('ends ABORTED when the requester lost their account role before the job ran', async () => {
    const { rows } = await sql(`INSERT INTO account_activations (account_id, user_id) VALUES ($1, $2) RETURNING id`, [
      demo.ids.acme,
      demo.ids.developer,
    ]);
    const { platform } = demo.server;
    await createActivationRunner(platform, createTeamServices(platform)).run(rows[0].id);
    const { rows: after } = await sql('SELECT status FROM account_activations WHERE id = $1', [rows[0].id]);
    expect(after[0].status).toBe('ABORTED');
  });

  it('refuses member-only users and hides unrelated accounts and activations', async () => {
    const memberOnly = await demo.call('developer', 'POST', `${v2('acme')}/initialize`);
    expect(memberOnly.status).toBe(403);
    expect(await memberOnly.json()).toMatchObject({ code: 'ACCOUNT_INITIALIZE_FORBIDDEN' });
    expect((await demo.call('noTeam', 'POST', `${v2('acme')}/initialize`)).status).toBe(404);
    const missing = await demo.call('developer', 'GET', `${v2('acme')}/initializationStatuses/${demo.ids.acme}`);
    expect(await missing.json()).toMatchObject({ code: 'ACTIVATION_NOT_FOUND' });
  });
});

describe('core POST /api/core/accounts/{id}/enable', () => {
  it('enables the account and activates it, preparing a first team for the admin', async () => {
    const { rows } = await sql(
      `INSERT INTO accounts (name, reference, initialization_status, enabled) VALUES ('Initech Labs', 'marketplace', 'NOT_INITIALIZED', false) RETURNING id`,
    );
    demo.ids.initech = rows[0].id;
    await sql(`INSERT INTO account_members (account_id, user_id, role) VALUES ($1, $2, 'owner')`, [
      rows[0].id,
      demo.ids.teamAdmin,
    ]);
    const res = await demo.call('teamAdmin', 'POST', `/api/core/accounts/${rows[0].id}/enable`);
    expect(res.status).toBe(200);
    const result = (await res.json()) as EnableAccountResult;
    expect(result.account).toMatchObject({ name: 'Initech Labs', enabled: true });
    const { last } = await pollActivation('teamAdmin', 'initech', result.activation!);
    expect(last.status).toBe('SUCCEEDED');
    const { items } = (await (
      await demo.call('teamAdmin', 'GET', `/api/core/teams?uuid=${demo.ids.teamAdmin}`)
    ).json()) as { items: Team[] };
    expect(items.find((t) => t.accountId === rows[0].id)).toMatchObject({ name: 'Initech Labs Team', role: 'admin' });
  });
});
