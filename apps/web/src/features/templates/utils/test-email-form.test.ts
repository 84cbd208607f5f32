import { describe, expect, it } from 'vitest';
import { EMAIL_TEXTS } from '@dc/contracts';
import { testEmailSchema } from './test-email-form';

const schema = testEmailSchema(['url', 'name']);
const valid = {
  locale: 'en',
  to: 'a@example.com, b@example.org',
  template_variables: { url: 'https://x.io', name: 'A' },
};
const messages = (value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('test e-mail form', () => {
  it('accepts a comma-separated list of valid addresses with every value', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it('needs 3 to 3200 characters', () => {
    expect(messages({ ...valid, to: 'a@' })).toContain(EMAIL_TEXTS.toTooShort);
    const long = Array.from({ length: 200 }, (_, i) => `user${i}@example.com`).join(',');
    expect(long.length).toBeGreaterThan(3200);
    expect(messages({ ...valid, to: long })).toContain(EMAIL_TEXTS.toTooLong);
  });

  it('needs every address to be valid', () => {
    expect(messages({ ...valid, to: 'a@example.com, nope' })).toEqual([EMAIL_TEXTS.toInvalid]);
  });

  it('needs a value for every variable', () => {
    expect(messages({ ...valid, template_variables: { url: 'https://x.io', name: ' ' } })).toEqual([
      EMAIL_TEXTS.variableValueRequired,
    ]);
  });
});
