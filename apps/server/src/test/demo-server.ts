/** A test server with the demo world loaded and signed-in demo users, for API tests of the modules. */
import { DEMO_PASSWORD, DEMO_USERS } from '../demo/world.js';
import { signIn } from './oidc-flow.js';
import { demoTemplate } from './demo-template.js';
import { startTestServer, type TestServer } from './harness.js';

export interface DemoServer {
  server: TestServer;
  /** Ids of demo users, accounts and teams by their world.ts key (staff, developer, acme, acmeIntegrations, ...). */
  ids: Record<string, string>;
  /** The id token of a demo user (signed in once per server). */
  tokenOf(userKey: string): Promise<string>;
  /** Calls the API as a demo user (null: without a token); JSON bodies. */
  call(userKey: string | null, method: string, path: string, body?: unknown): Promise<Response>;
}

export async function startDemoServer(overrides: Record<string, string> = {}): Promise<DemoServer> {
  // No SPA: these tests are about the API (and a built apps/web/dist must not change them).
  // The world is loaded once per run into a template (demo-template.ts); each server gets a copy of it.
  const demo = await demoTemplate();
  const server = await startTestServer({ WEB_DIST: '/nonexistent-web-dist', ...overrides }, { demo });
  const ids = { ...demo.ids };
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (key: string) => {
    const user = DEMO_USERS.find((u) => u.key === key);
    if (!user) throw new Error(`no demo user ${key}`);
    if (!tokens.has(key))
      tokens.set(
        key,
        signIn(server, user.email, DEMO_PASSWORD).then((s) => s.idToken),
      );
    return tokens.get(key)!;
  };
  const call = async (key: string | null, method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = {};
    if (key) headers.authorization = `Bearer ${await tokenOf(key)}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${server.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  };
  return { server, ids, tokenOf, call };
}
