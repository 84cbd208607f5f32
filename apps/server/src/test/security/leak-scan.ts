/**
 * Finding what a response must not carry: keys that name secrets, credentials or hashes, and the stored values of
 * such secrets (password hashes, secret digests and ciphertexts, plaintext client secrets).
 */
import type pg from 'pg';

/** Key names (lower-cased, without _ and -) no response may carry outside the routes that exist to show them. */
const FORBIDDEN_KEYS = new Set([
  'password',
  'passwordhash',
  'secret',
  'clientsecret',
  'signingsecret',
  'token',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'hash',
  'digest',
  'ciphertext',
  'privatekey',
  'secretkey',
  'apikey',
]);
const normal = (key: string) => key.toLowerCase().replace(/[_-]/g, '');

/** Paths of forbidden keys anywhere in a JSON value (keys in `allowed` are fine here). */
export function forbiddenKeys(value: unknown, allowed: string[] = []): string[] {
  const ok = new Set(allowed.map(normal));
  const out: string[] = [];
  const stack: Array<{ v: unknown; path: string }> = [{ v: value, path: '$' }];
  while (stack.length) {
    const { v, path } = stack.pop()!;
    if (!v || typeof v !== 'object') continue;
    for (const [k, child] of Object.entries(v)) {
      const key = normal(k);
      if (FORBIDDEN_KEYS.has(key) && !ok.has(key)) out.push(`${path}.${k}`);
      stack.push({ v: child, path: `${path}.${k}` });
    }
  }
  return out;
}

/** Stored secret material: none of these values may appear in any response. */
export async function storedSecrets(pool: pg.Pool): Promise<string[]> {
  const queries = [
    'SELECT password_hash AS v FROM users WHERE password_hash IS NOT NULL',
    'SELECT digest AS v FROM application_secrets',
    'SELECT ciphertext AS v FROM application_secrets',
    'SELECT signing_secret AS v FROM event_subscriptions WHERE signing_secret IS NOT NULL',
  ];
  const values: string[] = [];
  for (const sql of queries) {
    const { rows } = await pool.query<{ v: string }>(sql);
    values.push(...rows.map((r) => r.v));
  }
  // Server-wide secrets (signing and cookie keys), whatever their columns.
  const { rows } = await pool.query<Record<string, unknown>>('SELECT * FROM server_secrets');
  for (const row of rows)
    for (const v of Object.values(row)) if (typeof v === 'string' && v.length >= 16) values.push(v);
  return values.filter((v) => v.length >= 16);
}

/** The stored secrets (or plaintexts) a response text contains. */
export const leakedValues = (text: string, secrets: string[]) => secrets.filter((s) => text.includes(s));
