/**
 * The auth cache never outlives what it caches: a session ended or a user changed by another instance (here: another
 * database connection, as another instance would) is seen by the very next call, with no waiting.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { startTestServer, type TestServer } from '../test/harness.js';
import { bearer, signIn } from '../test/oidc-flow.js';
import { SESSION_CLAIM } from './oidc-account.js';
import { createUser } from './users.repository.js';

const ADA = { email: 'ada@example.com', password: 'analytical engine', givenName: 'Ada', familyName: 'Lovelace' };
let server: TestServer;
let other: pg.Client;
let userId: string;

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST: '/nonexistent' });
  userId = (await createUser(server.platform.db, ADA)).id;
  other = new pg.Client(server.platform.pool.options);
  await other.connect();
});
afterAll(async () => {
  await other?.end();
  await server?.stop();
});

const me = (idToken: string) => fetch(`${server.url}/api/profiles/users/me`, bearer(idToken));

describe('auth cache', () => {
  it('refuses a session ended on another instance at the next call (401)', async () => {
    const { idToken } = await signIn(server, ADA.email, ADA.password);
    // Twice: the second answer comes from the cache.
    expect((await me(idToken)).status).toBe(200);
    expect((await me(idToken)).status).toBe(200);
    const uid = decodeJwt(idToken)[SESSION_CLAIM] as string;
    const ended = await other.query(`DELETE FROM oidc_payloads WHERE type = 'Session' AND uid = $1`, [uid]);
    expect(ended.rowCount).toBe(1);
    const res = await me(idToken);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'The session of this token has ended.' });
  });

  it('answers a user changed on another instance as changed, and refuses a deleted one', async () => {
    const { idToken } = await signIn(server, ADA.email, ADA.password);
    expect(await (await me(idToken)).json()).toMatchObject({ firstName: 'Ada' });
    await other.query(`UPDATE users SET given_name = 'Augusta' WHERE id = $1`, [userId]);
    expect(await (await me(idToken)).json()).toMatchObject({ firstName: 'Augusta' });
    await other.query(`DELETE FROM users WHERE id = $1`, [userId]);
    expect((await me(idToken)).status).toBe(401);
  });
});
