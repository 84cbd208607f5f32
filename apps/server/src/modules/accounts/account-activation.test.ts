/** Base configuration: the demo's not yet initialized account is activated for no.team@example.com. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, Team } from '@dc/contracts';
import { activationClient } from '../../test/activation.js';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';

let demo: DemoServer;
let client: ReturnType<typeof activationClient>;
beforeAll(async () => {
  demo = await startDemoServer();
  client = activationClient(demo);
});
afterAll(async () => demo?.server.stop());

const v2 = (account: string) => client.v2(account);
const initialize = (user: string, account: string) => client.initialize(user, account);
const pollActivation: ReturnType<typeof activationClient>['poll'] = (...args) => client.poll(...args);

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
