/**
 * The approval workflow (spec 2 section 4, issue 7 acceptance): a manual-approval API leaves a subscription
 * Pending and e-mails the provider; the internal admin denies (an explanation is needed) or approves, and the
 * subscriber is e-mailed; requests expire after subscription_expiry_days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pendingApprovalPageSchema,
  type ApiSubscription,
  type PendingApproval,
  type PendingApprovalPage,
  type SecretValueList,
  type SubscriptionSummary,
} from '@dc/contracts';
import { decodeJwt } from 'jose';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { waitForSunkMessage } from '../../test/mail-sink.js';
import { apimClient, clientCredentials, type ApimClient } from '../applications/applications-test-kit.js';

let demo: DemoServer;
let apim: ApimClient;
const id = (key: string) => demo.ids[key];
const SCHEDULING = 'Project Scheduling API';

beforeAll(async () => {
  demo = await startDemoServer();
  apim = apimClient(demo);
});
afterAll(async () => demo?.server.stop());

const approvals = async (user = 'staff', team = 'platform') =>
  pendingApprovalPageSchema.parse(
    await apim.json<PendingApprovalPage>(await apim.call(user, team, 'GET', '/subscriptions/pendingApprovals'), 200),
  );
const decide = (
  subscriptionId: string,
  action: 'approve' | 'deny',
  body?: unknown,
  user = 'staff',
  team = 'platform',
) => apim.call(user, team, 'POST', `/subscriptions/pendingApprovals/${subscriptionId}/${action}`, body);
const pendingOf = async (appName: string) => (await approvals()).items.find((a) => a.app_display_name === appName)!;

describe('GET /api/apim/subscriptions/pendingApprovals', () => {
  it('lists the requests for the APIs the internal team owns, oldest first', async () => {
    const page = await approvals();
    expect(page.items.map((a) => `${a.team_name}: ${a.app_display_name}`)).toEqual([
      'Globex Labs: Survey Drone Uploader',
      'Acme Integrations: Field Sync Service',
      'Acme Mobile: Dispatch Board',
    ]);
    expect(page.items[1]).toMatchObject({
      subscription_status: 'Pending',
      requested_by: 'developer@example.com',
      api_display_name: SCHEDULING,
      key: 'platform-engineering.project-scheduling-api',
      team_id: id('acmeIntegrations'),
    });
    expect(
      (
        await apim.json<PendingApprovalPage>(
          await apim.call('staff', 'platform', 'GET', '/subscriptions/pendingApprovals?searchText=globex'),
          200,
        )
      ).total,
    ).toBe(1);
  });

  it('is for admins of internal teams only (API1014, API1022)', async () => {
    expect(
      await apim.json(await apim.call('teamAdmin', 'acmeIntegrations', 'GET', '/subscriptions/pendingApprovals'), 403),
    ).toMatchObject({
      code: 'API1014',
    });
    expect(
      await apim.json(await apim.call('developer', 'platform', 'GET', '/subscriptions/pendingApprovals'), 403),
    ).toMatchObject({
      code: 'API1022',
    });
    await demo.server.platform.pool.query(
      `INSERT INTO team_members (team_id, user_id, role) VALUES ($1, $2, 'standard-user')`,
      [id('platform'), id('developer')],
    );
    expect(
      await apim.json(await apim.call('developer', 'platform', 'GET', '/subscriptions/pendingApprovals'), 403),
    ).toMatchObject({
      code: 'API1022',
    });
    const someone = (await approvals()).items[0].subscription_id;
    expect(await apim.json(await decide(someone, 'approve', undefined, 'developer'), 403)).toMatchObject({
      code: 'API1022',
    });
    expect(
      await apim.json(await decide(someone, 'approve', undefined, 'teamAdmin', 'acmeIntegrations'), 403),
    ).toMatchObject({ code: 'API1014' });
  });
});

describe('the approval workflow', () => {
  it('asks the provider by e-mail, refuses a denial without explanation, and tells the subscriber', async () => {
    const app = await apim.createApplication('developer', 'acmeIntegrations', { name: 'Schedule Reader' });
    const res = await apim.call('developer', 'acmeIntegrations', 'POST', '/subscriptions/', {
      app_id: app.id,
      api_id: id('product:project-scheduling-api'),
    });
    const made = await apim.json<ApiSubscription>(res, 201);
    expect(made.subscription_status).toBe('Pending');
    const asked = await waitForSunkMessage(
      demo.server,
      'staff.admin@example.com',
      `approval requested for ${SCHEDULING}`,
    );
    expect(asked.text).toContain('Schedule Reader');
    expect(asked.html).toContain(`${demo.server.url}/subscriptions/pendingApprovals`);

    for (const body of [undefined, {}, { explanation: '' }, { explanation: '   ' }, { explanation: 7 }]) {
      expect(
        await apim.json(await decide(made.subscription_id, 'deny', body), 400),
        JSON.stringify(body),
      ).toMatchObject({
        code: 'API1023',
      });
    }
    const denied = await apim.json<PendingApproval>(
      await decide(made.subscription_id, 'deny', { explanation: 'Schedules are for dispatch systems only.' }),
      200,
    );
    expect(denied).toMatchObject({
      subscription_status: 'Denied',
      denial_reason: 'Schedules are for dispatch systems only.',
    });
    const told = await waitForSunkMessage(
      demo.server,
      'developer@example.com',
      `subscription to ${SCHEDULING} is denied`,
    );
    expect(told.text).toContain('Schedules are for dispatch systems only.');

    const summaryPath = `/subscriptions/apps/${app.id}/apis/${id('product:project-scheduling-api')}`;
    const summary = await apim.json<SubscriptionSummary>(
      await apim.call('developer', 'acmeIntegrations', 'GET', `${summaryPath}/summary`),
      200,
    );
    expect(summary).toMatchObject({
      subscription_status: 'Denied',
      denial_reason: 'Schedules are for dispatch systems only.',
    });
    expect(await apim.json(await apim.call('developer', 'acmeIntegrations', 'DELETE', summaryPath), 409)).toMatchObject(
      { code: 'API1021' },
    );
    expect(await apim.json(await decide(made.subscription_id, 'approve'), 409)).toMatchObject({ code: 'API1020' });
    expect((await approvals()).items.map((a) => a.app_display_name)).not.toContain('Schedule Reader');
  });

  it('approves: the subscription is Active, the subscriber told, and the application tokens name the API', async () => {
    const request = await pendingOf('Dispatch Board');
    const approved = await apim.json<PendingApproval>(await decide(request.subscription_id, 'approve'), 200);
    expect(approved).toMatchObject({ subscription_status: 'Active', denial_reason: null });
    expect(approved.decided_at).toBeTruthy();
    await waitForSunkMessage(demo.server, 'team.admin@example.com', `subscription to ${SCHEDULING} is approved`);

    const dispatch = id('app:dispatch');
    const secrets = await apim.json<{ data: Array<{ id: string }> }>(
      await apim.call('teamAdmin', 'acmeMobile', 'GET', `/applications/${dispatch}/secrets`),
      200,
    );
    const value = await apim.json<SecretValueList>(
      await apim.call('teamAdmin', 'acmeMobile', 'GET', `/applications/${dispatch}/secrets/${secrets.data[0].id}`),
      200,
    );
    const token = (await (await clientCredentials(demo.server.url, dispatch, value.data[0].secret)).json()) as {
      access_token: string;
    };
    expect(decodeJwt(token.access_token)).toMatchObject({
      subscriptions: ['platform-engineering.project-scheduling-api'],
    });
  });

  it('names what cannot be decided (API1026, API1024)', async () => {
    expect(await apim.json(await decide('00000000-0000-4000-8000-000000000000', 'approve'), 404)).toMatchObject({
      code: 'API1026',
    });
    const active = (
      await apim.json<{ items: ApiSubscription[] }>(
        await apim.call(
          'developer',
          'acmeIntegrations',
          'GET',
          `/subscriptions/apis?app_ids=${id('app:fieldSync')}&searchText=fleet`,
        ),
        200,
      )
    ).items[0];
    expect(await apim.json(await decide(active.subscription_id, 'approve'), 409)).toMatchObject({ code: 'API1024' });
    // A request for another provider's API is not this team's to decide.
    const globexOwn = (
      await apim.json<{ items: ApiSubscription[] }>(
        await apim.call('developer', 'globexLabs', 'GET', '/subscriptions/apis?searchText=globex-survey'),
        200,
      )
    ).items[0];
    expect(await apim.json(await decide(globexOwn.subscription_id, 'approve'), 404)).toMatchObject({ code: 'API1026' });
  });
});

describe('expiry', () => {
  it('makes a request vanish after subscription_expiry_days; the application may ask again', async () => {
    const request = await pendingOf('Survey Drone Uploader');
    await demo.server.platform.pool.query(
      `UPDATE api_subscriptions SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [request.subscription_id],
    );
    expect((await approvals()).items.map((a) => a.app_display_name)).not.toContain('Survey Drone Uploader');
    expect(await apim.json(await decide(request.subscription_id, 'approve'), 409)).toMatchObject({ code: 'API1020' });
    const mine = await apim.json<{ items: ApiSubscription[] }>(
      await apim.call('developer', 'globexLabs', 'GET', '/subscriptions/apis'),
      200,
    );
    expect(mine.items.map((s) => s.api_display_name)).toEqual(['Globex Survey API']);
    const path = `/subscriptions/apps/${id('app:droneUploader')}/apis/${id('product:project-scheduling-api')}`;
    expect(await apim.json(await apim.call('developer', 'globexLabs', 'GET', `${path}/summary`), 404)).toMatchObject({
      code: 'API1012',
    });
    const apps = await apim.json<{ items: Array<{ subscription_count: number; display_name: string }> }>(
      await apim.call('developer', 'globexLabs', 'GET', '/applications/'),
      200,
    );
    expect(apps.items[0].subscription_count).toBe(1);

    const again = await apim.call('developer', 'globexLabs', 'POST', '/subscriptions/', {
      app_id: id('app:droneUploader'),
      api_id: id('product:project-scheduling-api'),
    });
    const renewed = await apim.json<ApiSubscription>(again, 201);
    expect(renewed.subscription_status).toBe('Pending');
    expect(renewed.subscription_id).not.toBe(request.subscription_id);
    expect((await pendingOf('Survey Drone Uploader')).subscription_id).toBe(renewed.subscription_id);
  });
});
