/** The product services as a client calls them, for tests over HTTP: JSON calls and uploads with the team header. */
import { PRODUCT_TEAM_HEADER } from '@dc/contracts';
import type { DemoServer } from '../../test/demo-server.js';

export function productsClient(demo: DemoServer) {
  async function headers(user: string | null, team: string | null): Promise<Record<string, string>> {
    const h: Record<string, string> = {};
    if (user) h.authorization = `Bearer ${await demo.tokenOf(user)}`;
    if (team) h[PRODUCT_TEAM_HEADER] = demo.ids[team] ?? team;
    return h;
  }

  return {
    /** A JSON call as a demo user (null: no token) for a team key or id (null: no team header). */
    async call(user: string | null, team: string | null, method: string, path: string, body?: unknown) {
      const h = await headers(user, team);
      if (body !== undefined) h['content-type'] = 'application/json';
      return fetch(`${demo.server.url}${path}`, {
        method,
        headers: h,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },

    /** A multipart upload: a file part and string fields. */
    async upload(
      user: string | null,
      team: string | null,
      path: string,
      file: { name: string; content: string | Buffer; field?: string } | null,
      fields: Record<string, string> = {},
    ) {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      if (file) form.append(file.field ?? 'file', new Blob([file.content]), file.name);
      return fetch(`${demo.server.url}${path}`, { method: 'POST', headers: await headers(user, team), body: form });
    },
  };
}
