import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decrypt, encrypt } from './secrets.js';

describe('secrets at rest', () => {
  const key = randomBytes(32);
  it('round-trips and never stores the clear text', () => {
    const sealed = encrypt(key, 'client-secret-value');
    expect(sealed).not.toContain('client-secret-value');
    expect(decrypt(key, sealed)).toBe('client-secret-value');
  });
  it('refuses a tampered value or the wrong key', () => {
    const sealed = encrypt(key, 'x');
    expect(() => decrypt(randomBytes(32), sealed)).toThrow();
    const [iv, tag] = sealed.split('.');
    expect(() => decrypt(key, `${iv}.${tag}.AAAA`)).toThrow();
  });
});
