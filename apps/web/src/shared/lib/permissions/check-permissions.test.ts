import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, teamTrn, userTrn, type PermissionCheck } from '@dc/contracts';
import { jsonResponse, testEnvironment } from '../../../test/fixtures';
import { setEnvironment } from '../../config/env';
import {
  checkPermissions,
  getPermissionsQueryOptions,
  permissionRequest,
  type PermissionRequest,
  type PermissionResults,
} from './check-permissions';

const cached = (subject: string, requests: PermissionRequest[]) =>
  (getPermissionsQueryOptions(subject, requests).initialData as () => PermissionResults | undefined)();

const user = userTrn('3f9a5c3e-7a43-4a36-9a5e-2f1f7c1e2a11');
const teams = Array.from({ length: 23 }, (_, i) => teamTrn(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`));

describe('permission checks', () => {
  let bodies: Array<{ checks: PermissionCheck[] }>;
  beforeEach(() => {
    localStorage.clear();
    setEnvironment(testEnvironment);
    const session = { id_token: 'ID', access_token: 'AT', refresh_token: 'RT', expires_in: 3600 };
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ ...session, expiryTime: Date.now() + 3600_000 }));
    bodies = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { checks: PermissionCheck[] };
        bodies.push(body);
        // Every second team is allowed.
        return jsonResponse(body.checks.map((c) => ({ ...c, authorized: teams.indexOf(c.objectTrn) % 2 === 0 })));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts chunks of at most 10 checks and merges the answers by requestId', async () => {
    const requests = teams.map((t) => permissionRequest('edit-team', t));
    const results = await checkPermissions(user, requests);
    expect(bodies.map((b) => b.checks.length)).toEqual([10, 10, 3]);
    expect(bodies[0].checks[0]).toMatchObject({ subjectTrn: user, action: 'edit-team', objectTrn: teams[0] });
    expect(Object.keys(results)).toHaveLength(23);
    expect(results[requests[0].requestId]).toBe(true);
    expect(results[requests[1].requestId]).toBe(false);
  });

  it('keeps the answers in the POST cache and offers them first next time', async () => {
    const requests = [permissionRequest('trace-email', teams[0])];
    expect(cached(user, requests)).toBeUndefined();
    await checkPermissions(user, requests);
    expect(cached(user, requests)).toEqual({ [requests[0].requestId]: true });
    expect(cached(userTrn('00000000-0000-4000-8000-999999999999'), requests)).toBeUndefined();
  });
});
