/** The API-management calls as the console makes them, for tests over HTTP: JSON with the team_uuid header. */
import { expect } from 'vitest';
import { PRODUCT_TEAM_HEADER, type ApplicationCreated, type CreateApplicationBody } from '@dc/contracts';
import type { DemoServer } from '../../test/demo-server.js';

export const APIM = '/api/apim';

export function apimClient(demo: DemoServer) {
  /** A call as a demo user (null: no token) for a team key or id (null: no team header). */
  async function call(user: string | null, team: string | null, method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = {};
    if (user) headers.authorization = `Bearer ${await demo.tokenOf(user)}`;
    if (team) headers[PRODUCT_TEAM_HEADER] = demo.ids[team] ?? team;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${demo.server.url}${APIM}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** A JSON answer with the expected status (the body is shown when it differs). */
  async function json<T>(res: Response, status: number): Promise<T> {
    const text = await res.text();
    expect(res.status, text).toBe(status);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async function createApplication(
    user: string,
    team: string,
    body: Partial<CreateApplicationBody> & { name: string },
  ): Promise<ApplicationCreated> {
    const res = await call(user, team, 'POST', '/applications', { grant_types: ['client_credentials'], ...body });
    return json<ApplicationCreated>(res, 201);
  }

  return { call, json, createApplication };
}
export type ApimClient = ReturnType<typeof apimClient>;

/** POST /oidc/token with client credentials, sent the basic or the post way. */
export function clientCredentials(
  serverUrl: string,
  clientId: string,
  secret: string,
  how: 'basic' | 'post' = 'basic',
  extra: Record<string, string> = {},
  origin?: string,
): Promise<Response> {
  const fields: Record<string, string> = { grant_type: 'client_credentials', ...extra };
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  // A browser's request (the console's Try it) carries its page's origin.
  if (origin) headers.origin = origin;
  if (how === 'basic') {
    const pair = `${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`;
    headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
  } else {
    fields.client_id = clientId;
    fields.client_secret = secret;
  }
  return fetch(`${serverUrl}/oidc/token`, { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
}
