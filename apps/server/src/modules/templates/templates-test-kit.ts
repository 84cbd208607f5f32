/**
 * Templates and e-mail as a client uses them, for tests over HTTP: calls with the team_uuid header, and a few
 * people beyond the demo world (a support user and a developer in the internal team, a second internal team).
 */
import { expect } from 'vitest';
import { TEMPLATE_TEAM_HEADER, type ApiError, type CreateTemplateBody } from '@dc/contracts';
import { hashPassword } from '../../identity/passwords.js';
import { DEMO_PASSWORD } from '../../demo/world.js';
import type { DemoServer } from '../../test/demo-server.js';
import { signIn } from '../../test/oidc-flow.js';

export interface UtilitiesWorld {
  /** The demo's internal team (staff is its admin; support and insider are added). */
  platformTeam: string;
  /** A second internal team, administered by otherAdmin. */
  otherTeam: string;
  call(user: string | null, team: string | null, method: string, path: string, body?: unknown): Promise<Response>;
  json<T>(user: string, team: string | null, method: string, path: string, body?: unknown, status?: number): Promise<T>;
}

const EXTRA_USERS = [
  { key: 'support', email: 'support.user@example.com', team: 'platform', role: 'support_user' },
  { key: 'insider', email: 'insider.dev@example.com', team: 'platform', role: 'standard-user' },
  { key: 'otherAdmin', email: 'other.admin@example.com', team: 'other', role: 'admin' },
];

export async function utilitiesWorld(demo: DemoServer): Promise<UtilitiesWorld> {
  const { pool } = demo.server.platform;
  const other = await pool.query<{ id: string }>(
    `INSERT INTO teams (account_id, name, internal) VALUES ($1, 'Mail Operations', true) RETURNING id`,
    [demo.ids.provider],
  );
  const teams: Record<string, string> = { platform: demo.ids.platform, other: other.rows[0].id };
  const hash = await hashPassword(DEMO_PASSWORD);
  const tokens = new Map<string, Promise<string>>();
  for (const u of EXTRA_USERS) {
    const user = await pool.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, given_name, family_name, internal) VALUES ($1, $2, $3, 'Tester', true)
       RETURNING id`,
      [u.email, hash, u.key],
    );
    await pool.query('INSERT INTO team_members (team_id, user_id, role) VALUES ($1, $2, $3)', [
      teams[u.team],
      user.rows[0].id,
      u.role,
    ]);
    tokens.set(
      u.key,
      signIn(demo.server, u.email, DEMO_PASSWORD).then((s) => s.idToken),
    );
  }
  const tokenOf = (key: string) => tokens.get(key) ?? demo.tokenOf(key);

  const call = async (user: string | null, team: string | null, method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = {};
    if (user) headers.authorization = `Bearer ${await tokenOf(user)}`;
    if (team) headers[TEMPLATE_TEAM_HEADER] = team;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${demo.server.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  };
  return {
    platformTeam: teams.platform,
    otherTeam: teams.other,
    call,
    async json<T>(user: string, team: string | null, method: string, path: string, body?: unknown, status = 200) {
      const res = await call(user, team, method, path, body);
      const text = await res.text();
      expect(res.status, text).toBe(status);
      return (text ? JSON.parse(text) : undefined) as T;
    },
  };
}

/** The error body of a response (tests read its code, message and details). */
export const errorOf = async (res: Response) =>
  (await res.json()) as ApiError & { details?: { retryAfterSeconds?: number; variables?: string[] } };

/** A template with English and German content using the name and url variables. */
export const sampleTemplate = (name = 'Welcome mail'): CreateTemplateBody => ({
  name,
  sender_name: 'Acme Platform',
  variables: ['name', 'url'],
  locales: {
    en: {
      subject: 'Welcome {{name}}',
      header: 'Welcome aboard',
      subheader: 'Your account is ready',
      salutation: 'Hello {{name}},',
      content: ['Start with the [guide]({{url}}).', '[[Open the console]]({{url}})'],
      signoff: 'Best regards,',
      sender: 'The platform team',
    },
    de: {
      subject: 'Willkommen {{name}}',
      header: 'Willkommen an Bord',
      subheader: 'Ihr Konto ist bereit',
      salutation: 'Hallo {{name}},',
      content: ['Beginnen Sie mit der [Anleitung]({{url}}).', '[[Konsole öffnen]]({{url}})'],
      signoff: 'Viele Grüße',
      sender: 'Das Plattform-Team',
    },
  },
  consumer_applications: [],
  metadata: { team: '', primary_contact: '' },
});
