/** A fetch stand-in answering the calls of the signed-in shell, with state tests can change. */
import { vi } from 'vitest';
import { STORAGE_KEYS, type Account, type Team, type UserProfile } from '@dc/contracts';
import { jsonResponse } from './fixtures';

export interface FakeWorld {
  user: UserProfile;
  teams: Team[];
  accounts: Account[];
  preferences: Record<string, string>;
  /** Bulk check answers by action; missing actions are refused. */
  allow?: Record<string, boolean>;
}

export const dana: UserProfile = {
  uuid: '3f9a5c3e-7a43-4a36-9a5e-2f1f7c1e2a11',
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: 'Developer',
  picture: null,
  role: null,
};

export function signInForTest(): void {
  const session = { id_token: 'id', access_token: 'at', refresh_token: 'rt', expires_in: 3600 };
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ ...session, expiryTime: Date.now() + 3600_000 }));
}

export function installFakeServer(world: FakeWorld) {
  const posted: Array<{ path: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (init?.method === 'POST') posted.push({ path, body });
    if (path === '/url.json') return jsonResponse([{ key: 'privacy', value: 'https://legal.example/privacy' }]);
    if (path === '/v2/status.json') {
      return jsonResponse({
        page: {
          id: 'dc',
          name: 'Developer Console',
          url: 'https://status.example/history',
          updated_at: '2026-01-01T00:00:00Z',
        },
        status: { indicator: 'none', description: 'All Systems Operational' },
        components: [],
      });
    }
    if (path === '/assets/terms.html') return new Response('<h2>Terms</h2><p>Be nice.</p><script>alert(1)</script>');
    if (path.endsWith('/users/me')) return jsonResponse(world.user);
    if (path === '/api/core/teams') return jsonResponse({ items: world.teams });
    if (path === '/api/core/accounts') return jsonResponse({ items: world.accounts });
    if (path.endsWith('/preferences')) {
      if (init?.method === 'POST') {
        world.preferences[body.name] = body.value;
        return jsonResponse(body);
      }
      return jsonResponse({ items: Object.entries(world.preferences).map(([name, value]) => ({ name, value })) });
    }
    if (path === '/api/authz/authorization/bulk/checks') {
      return jsonResponse(
        (body.checks as Array<{ action: string }>).map((c) => ({ ...c, authorized: world.allow?.[c.action] ?? false })),
      );
    }
    if (path === '/api/core/analytics/page-views') return new Response(null, { status: 204 });
    return jsonResponse({ code: 'NOT_FOUND', message: path }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, posted };
}
