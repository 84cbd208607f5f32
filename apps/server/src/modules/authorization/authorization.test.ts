import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_AUTHZ_ACTIONS,
  accountTrn,
  chunkChecks,
  teamTrn,
  userTrn,
  type PermissionCheckResult,
} from '@dc/contracts';
import { DEMO_ACCOUNTS, DEMO_USERS } from '../../demo/world.js';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';

const PATH = '/api/authz/authorization/bulk/checks';
let demo: DemoServer;

beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(async () => demo?.server.stop());

/** Runs any number of checks for a user, in chunks of 10 as the console does. */
async function authorized(user: string, objectTrn: string, actions: readonly string[], contextTrn?: string) {
  const subjectTrn = userTrn(demo.ids[user]);
  const checks = actions.map((action, i) => ({ requestId: `${i}`, subjectTrn, action, objectTrn, contextTrn }));
  const result: Record<string, boolean> = {};
  for (const chunk of chunkChecks(checks)) {
    const res = await demo.call(user, 'POST', PATH, { checks: chunk });
    expect(res.status).toBe(200);
    for (const r of (await res.json()) as PermissionCheckResult[]) result[r.action] = r.authorized;
  }
  return result;
}
const granted = (r: Record<string, boolean>) =>
  Object.keys(r)
    .filter((a) => r[a])
    .sort();

describe('POST /api/authz/authorization/bulk/checks', () => {
  it('refuses more than 10 checks with AUTHZ_TOO_MANY_CHECKS and answers 10', async () => {
    const subjectTrn = userTrn(demo.ids.developer);
    const make = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ requestId: `r${i}`, subjectTrn, objectTrn: subjectTrn }));
    const tooMany = await demo.call('developer', 'POST', PATH, { checks: make(11) });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ code: 'AUTHZ_TOO_MANY_CHECKS', details: { limit: 10, received: 11 } });
    const ten = await demo.call('developer', 'POST', PATH, { checks: make(10) });
    const body = (await ten.json()) as PermissionCheckResult[];
    expect(body).toHaveLength(10);
    expect(body[3]).toMatchObject({ requestId: 'r3', action: 'read', authorized: true });
  });

  it('needs a session, a valid body and the caller as subject', async () => {
    expect((await demo.call(null, 'POST', PATH, { checks: [] })).status).toBe(401);
    const bad = await demo.call('developer', 'POST', PATH, { checks: [{ subjectTrn: 'x' }] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: expect.any(Array) });
    const other = await demo.call('developer', 'POST', PATH, {
      checks: [{ requestId: '1', subjectTrn: userTrn(demo.ids.basic), objectTrn: teamTrn(demo.ids.acmeIntegrations) }],
    });
    expect(other.status).toBe(403);
  });

  it('never authorizes any action on a team the user is not in', async () => {
    for (const user of DEMO_USERS) {
      for (const team of DEMO_ACCOUNTS.flatMap((a) => a.teams)) {
        if (team.members.some((m) => m.user === user.key)) continue;
        const result = await authorized(user.key, teamTrn(demo.ids[team.key]), ALL_AUTHZ_ACTIONS);
        expect(Object.keys(result)).toHaveLength(ALL_AUTHZ_ACTIONS.length);
        expect(granted(result), `${user.key} on ${team.key}`).toEqual([]);
      }
    }
  });

  it('never authorizes an account the user has no relation to, nor another user', async () => {
    expect(granted(await authorized('developer', accountTrn(demo.ids.provider), ALL_AUTHZ_ACTIONS))).toEqual([]);
    expect(granted(await authorized('noTeam', accountTrn(demo.ids.acme), ALL_AUTHZ_ACTIONS))).toEqual([]);
    expect(granted(await authorized('developer', userTrn(demo.ids.basic), ALL_AUTHZ_ACTIONS))).toEqual([]);
    expect(granted(await authorized('developer', userTrn(demo.ids.developer), ALL_AUTHZ_ACTIONS))).toEqual(['read']);
  });

  it('grants the demo roles what section 6 says on their teams', async () => {
    const all = ALL_AUTHZ_ACTIONS;
    expect(granted(await authorized('staff', teamTrn(demo.ids.platform), all))).toEqual([...all].sort());
    expect(granted(await authorized('teamAdmin', teamTrn(demo.ids.acmeIntegrations), all))).toEqual([
      'create-product',
      'create-team',
      'edit-team',
      'filter-applications',
      'invite-member',
      'link-team',
      'manage-members',
      'read',
      'remove-team',
      'view-account',
      'view-linked-teams',
      'view-teams-account',
    ]);
    // Spec 2 section 6: a developer may filter (and so subscribe) but not create products on an external team.
    expect(granted(await authorized('developer', teamTrn(demo.ids.acmeIntegrations), all))).toEqual([
      'filter-applications',
      'read',
    ]);
    expect(granted(await authorized('basic', teamTrn(demo.ids.acmeIntegrations), all))).toEqual(['read']);
  });

  it('grants account permissions from an admin-like account role only', async () => {
    const all = ALL_AUTHZ_ACTIONS;
    expect(granted(await authorized('teamAdmin', accountTrn(demo.ids.acme), all))).toEqual([
      'create-team',
      'edit-team',
      'read',
      'remove-team',
      'view-account',
      'view-teams-account',
    ]);
    expect(granted(await authorized('developer', accountTrn(demo.ids.acme), all))).toEqual(['read']);
    expect(granted(await authorized('staff', accountTrn(demo.ids.provider), all))).toEqual([
      'create-team',
      'edit-team',
      'read',
      'remove-team',
      'use-linter',
      'use-workbench',
      'view-account',
      'view-teams-account',
    ]);
  });

  it('checks the context, and refuses unknown actions and foreign names', async () => {
    const team = teamTrn(demo.ids.acmeIntegrations);
    expect(await authorized('developer', team, ['read'], accountTrn(demo.ids.acme))).toEqual({ read: true });
    expect(await authorized('developer', team, ['read'], accountTrn(demo.ids.globex))).toEqual({ read: false });
    expect(await authorized('developer', team, ['read'], 'trn:other')).toEqual({ read: false });
    expect(await authorized('developer', team, ['fly'])).toEqual({ fly: false });
    expect(await authorized('developer', 'trn:dc:team:not-a-uuid', ['read'])).toEqual({ read: false });
  });
});
