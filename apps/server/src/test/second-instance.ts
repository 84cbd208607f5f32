/**
 * Another instance of a running test server: a second server on the same database and data dir (so the same secret
 * key and signing keys) with the same issuer, so the first one's tokens work on both, as behind a load balancer.
 */
import { startTestServer, type TestServer } from './harness.js';

export function startSecondInstance(first: TestServer): Promise<TestServer> {
  return startTestServer({ ...first.env, PUBLIC_URL: first.url });
}
