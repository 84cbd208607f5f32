import { describe, expect, it } from 'vitest';
import {
  ALL_AUTHZ_ACTIONS,
  accountTrn,
  bulkChecksBody,
  chunkChecks,
  parseTrn,
  teamTrn,
  userTrn,
} from './authorization.js';
import { decide } from './permissions.js';

const id = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('TRNs', () => {
  it('builds and parses user, team and account names', () => {
    expect(userTrn(id)).toBe(`trn:dc:user:${id}`);
    expect(parseTrn(teamTrn(id))).toEqual({ kind: 'team', id });
    expect(parseTrn(accountTrn(id.toUpperCase()))).toEqual({ kind: 'account', id });
  });
  it('rejects other names', () => {
    for (const bad of ['', 'trn:dc:team:x', `trn:other:team:${id}`, `trn:dc:app:${id}`, `trn:dc:team:${id}:x`]) {
      expect(parseTrn(bad)).toBeNull();
    }
  });
});

describe('bulk checks payload', () => {
  it('defaults the action to read', () => {
    const body = bulkChecksBody.parse({ checks: [{ requestId: '1', subjectTrn: 's', objectTrn: 'o' }] });
    expect(body.checks[0].action).toBe('read');
  });
  it('chunks checks by 10', () => {
    expect(chunkChecks(Array.from({ length: 23 }, (_, i) => i)).map((c) => c.length)).toEqual([10, 10, 3]);
  });
});

describe('decide', () => {
  it('never authorizes any action on a team the subject is not in', () => {
    for (const action of ALL_AUTHZ_ACTIONS) {
      expect(decide(action, { object: 'team', teamMember: false, accountRole: 'owner', internal: true })).toBe(false);
    }
  });
  it('never authorizes an unrelated account or another user', () => {
    for (const action of ALL_AUTHZ_ACTIONS) {
      expect(decide(action, { object: 'account', accountRelated: false, accountRole: null })).toBe(false);
      expect(decide(action, { object: 'user', self: false })).toBe(false);
    }
  });
  it('refuses unknown actions and a failed context', () => {
    expect(decide('fly', { object: 'team', teamMember: true, teamRole: 'admin', internal: true })).toBe(false);
    expect(decide('read', { object: 'team', teamMember: true, teamRole: 'admin', contextOk: false })).toBe(false);
  });
  it('lets a developer read but not administer the team', () => {
    const dev = { object: 'team' as const, teamMember: true, teamRole: 'standard-user', accountRole: null };
    expect(decide('read', dev)).toBe(true);
    expect(decide('edit-team', dev)).toBe(false);
    expect(decide('invite-member', dev)).toBe(false);
  });
  it('lets an internal team admin use the internal tools', () => {
    const staff = {
      object: 'team' as const,
      teamMember: true,
      teamRole: 'admin',
      accountRole: 'admin',
      internal: true,
    };
    for (const action of ALL_AUTHZ_ACTIONS) expect(decide(action, staff)).toBe(true);
  });
});
