import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVATION_POLL_MS,
  type Account,
  type AccountActivation,
  type EnableAccountResult,
  type Team,
} from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { createTeamServices } from '../teams/teams.service.js';
import { createActivationRunner } from './account-activation.job.js';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(async () => demo?.server.stop());

const v2 = (accountKey: string) => `/api/core/accounts-v2/${demo.ids[accountKey] ?? accountKey}`;
const sql = (text: string, values: unknown[] = []) => demo.server.platform.pool.query(text, values);

/** Polls the activation every second while RUNNING, as the console does; returns every status seen. */
async function pollActivation(user: string, accountKey: string, first: AccountActivation) {
  const seen = [first.status];
  let current = first;
  for (let i = 0; current.status === 'RUNNING' && i < 30; i++) {
    await new Promise((r) => setTimeout(r, ACTIVATION_POLL_MS));
    const res = await demo.call(user, 'GET', `${v2(accountKey)}/initializationStatuses/${first.id}`);
    expect(res.status).toBe(200);
    current = (await res.json()) as AccountActivation;
    seen.push(current.status);
  }
  return { seen, last: current };
}

async function initialize(user: string, accountKey: string) {
  const res = await demo.call(user, 'POST', `${v2(accountKey)}/initialize`);
  expect(res.status).toBe(202);
  return (await res.json()) as AccountActivation;
}

describe('base configuration of a not yet initialized account', () => {
  it('reports the account as not initialized', async () => {
    const res = await demo.call('noTeam', 'GET', `${v2('umbrella')}/initialized`);
    expect(await res.json()).toEqual({
      accountId: demo.ids.umbrella,
      initialized: false,
      initializationStatus: 'NOT_INITIALIZED',
    });
  });

  it('runs the activation job RUNNING -> SUCCEEDED and adds the user to the first team', async () => {
    const started = await initialize('noTeam', 'umbrella');
    expect(started).toMatchObject({
      accountId: demo.ids.umbrella,
      userId: demo.ids.noTeam,
      status: 'RUNNING',
      reason: null,
      finishedAt: null,
    });
    const { seen, last } = await pollActivation('noTeam', 'umbrella', started);
    expect(seen[0]).toBe('RUNNING');
    expect(last).toMatchObject({ status: 'SUCCEEDED', finishedAt: expect.any(String) });

    const { items } = (await (await demo.call('noTeam', 'GET', `/api/core/teams?uuid=${demo.ids.noTeam}`)).json()) as {
      items: Team[];
    };
    expect(items).toEqual([expect.objectContaining({ name: 'Umbrella Site Crew', role: 'standard-user' })]);
    const accounts = (await (await demo.call('noTeam', 'GET', '/api/core/accounts')).json()) as { items: Account[] };
    expect(accounts.items[0]).toMatchObject({ initializationStatus: 'COMPLETED', enabled: true });
    expect(await (await demo.call('noTeam', 'GET', `${v2('umbrella')}/initialized`)).json()).toMatchObject({
      initialized: true,
    });
  });

  it("answers the console's own add afterwards with 1086 (relation exists)", async () => {
    const res = await demo.call('noTeam', 'POST', `/api/core/teams/${demo.ids.umbrellaSiteCrew}/addMember`, {
      email: 'no.team@example.com',
      role: 'standard-user',
      roleDisplayName: 'Team Member',
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: '1086' });
  });

  it('offers the status through the POST form variant too', async () => {
    const started = await initialize('noTeam', 'umbrella');
    const res = await fetch(`${demo.server.url}${v2('umbrella')}/initializationStatuses/${started.id}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await demo.tokenOf('noTeam')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `activationStatusId=${started.id}`,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: started.id });
  });
});

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
