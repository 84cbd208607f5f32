import { describe, expect, it } from 'vitest';
import { addMemberBody, removeMemberBody } from './team-members.js';
import { createTeamBody, updateTeamBody } from './teams.js';
import { isValidEmail, isValidName } from './validation.js';

describe('shared name pattern (spec 3 section 5)', () => {
  it.each(['Acme', 'Acme Field Ops', 'team_2', 'a-b_c d', 'X1'])('accepts %s', (name) => {
    expect(isValidName(name)).toBe(true);
  });
  it.each(['', ' Acme', 'Acme ', 'Acme  Ops', 'a--b', 'a_-b', '-a', 'Acme!', 'Zoë'])('refuses %j', (name) => {
    expect(isValidName(name)).toBe(false);
  });
});

describe('shared e-mail pattern', () => {
  it('is case-insensitive and wants a top-level domain of 2 letters or more', () => {
    expect(isValidEmail('Dev2@Example.COM')).toBe(true);
    expect(isValidEmail('a.b+c@sub.example.io')).toBe(true);
    expect(isValidEmail('x@y')).toBe(false);
    expect(isValidEmail('x@y.c')).toBe(false);
    expect(isValidEmail('x y@example.com')).toBe(false);
  });
});

describe('team payloads', () => {
  const accountId = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
  it('fills the create defaults the spec gives (ENTERPRISE, ADMIN, join)', () => {
    expect(createTeamBody.parse({ name: ' Acme Ops ', accountId, role: 'admin' })).toEqual({
      name: 'Acme Ops',
      accountId,
      type: 'ENTERPRISE',
      role: 'ADMIN',
      addUserToTeam: true,
    });
    expect(createTeamBody.safeParse({ name: 'x', accountId, role: 'MEMBER' }).success).toBe(false);
    expect(createTeamBody.safeParse({ name: 'a'.repeat(101), accountId }).success).toBe(false);
  });

  it('keeps only the given fields of an update, and refuses unknown ones', () => {
    expect(updateTeamBody.parse({ description: 'd' })).toEqual({ description: 'd' });
    expect(updateTeamBody.safeParse({ owner: 'x' }).success).toBe(false);
  });

  it('lower-cases invite addresses and roles and says what is missing', () => {
    expect(addMemberBody.parse({ email: 'Dev2@Example.com', role: 'ADMIN' })).toEqual({
      email: 'dev2@example.com',
      role: 'admin',
    });
    expect(addMemberBody.safeParse({ role: 'admin' }).error?.issues[0].message).toBe('User email is required');
    expect(addMemberBody.safeParse({ email: 'a@b.co', role: 'member-only' }).success).toBe(false);
    expect(removeMemberBody.safeParse({ type: 'user' }).success).toBe(false);
  });
});
