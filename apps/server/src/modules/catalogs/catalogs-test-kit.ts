/** The catalog API as a client calls it, for tests over HTTP: JSON calls as a demo user with an optional team header. */
import { CATALOG_TEAM_HEADER, CATALOGS_PREFIX } from '@dc/contracts';
import type { DemoServer } from '../../test/demo-server.js';

export function catalogsClient(demo: DemoServer) {
  return {
    /** A JSON call under /api/catalogs as a demo user (null: no token), for a team key or id (null: no header). */
    async call(user: string | null, team: string | null, method: string, path: string, body?: unknown) {
      const headers: Record<string, string> = {};
      if (user) headers.authorization = `Bearer ${await demo.tokenOf(user)}`;
      if (team) headers[CATALOG_TEAM_HEADER] = demo.ids[team] ?? team;
      if (body !== undefined) headers['content-type'] = 'application/json';
      return fetch(`${demo.server.url}${CATALOGS_PREFIX}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },
  };
}

/** Reads a response's JSON together with its status, for one-line assertions. */
export async function answer<T = Record<string, unknown>>(
  res: Promise<Response>,
): Promise<{ status: number; body: T }> {
  const r = await res;
  const text = await r.text();
  return { status: r.status, body: (text ? JSON.parse(text) : undefined) as T };
}
