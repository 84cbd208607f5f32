import { userProfileSchema } from '@dc/contracts';
import { describe, expect, it } from 'vitest';
import { parseUserProfile } from './parse-user-profile';

const USER = {
  uuid: '3f1c2a8e-5b7d-4c9a-8e21-0d6b4f7a9c13',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  picture: null,
  role: 'developer',
};

/** Answers the contract's schema takes or refuses: the hand check must agree on each. */
const CASES: Record<string, unknown> = {
  'the profile': USER,
  'a picture and no role': { ...USER, picture: 'https://example.com/a.png', role: null },
  'unknown fields besides': { ...USER, tenant: 'x', admin: true },
  'upper-case hex in the uuid': { ...USER, uuid: USER.uuid.toUpperCase() },
  'no uuid': { ...USER, uuid: undefined },
  'a uuid that is none': { ...USER, uuid: 'not-a-uuid' },
  'an address without @': { ...USER, email: 'ada.example.com' },
  'an address with a space': { ...USER, email: 'ada lovelace@example.com' },
  'a number for a name': { ...USER, firstName: 42 },
  'no last name': { ...USER, lastName: undefined },
  'null for a name': { ...USER, firstName: null },
  'no picture field': { ...USER, picture: undefined },
  'a role of another type': { ...USER, role: 1 },
  'null': null,
  'an array': [USER],
  'a string': 'ada',
};

describe('parseUserProfile', () => {
  for (const [name, answer] of Object.entries(CASES)) {
    it(`agrees with the contract's schema on ${name}`, () => {
      const expected = userProfileSchema.safeParse(answer);
      if (expected.success) expect(parseUserProfile(answer)).toEqual(expected.data);
      else expect(() => parseUserProfile(answer)).toThrow('unexpected shape');
    });
  }

  it('keeps only the profile fields', () => {
    expect(Object.keys(parseUserProfile({ ...USER, extra: 1 })).sort()).toEqual(Object.keys(USER).sort());
  });
});
