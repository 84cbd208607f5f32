import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@dc/contracts';
import { jsonResponse, testEnvironment } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { setEnvironment } from '../shared/config/env';
import * as loginModule from '../shared/lib/auth/login';
import { installFakeServer } from '../test/fake-server';
import { account, team } from '../test/teams';
import { routerOptions, routes } from './router';

import { resolveUnknownRoute } from './unknown-route';

const user = {
  uuid: '3f9a5c3e-7a43-4a36-9a5e-2f1f7c1e2a11',
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: 'Developer',
  picture: null,
  role: null,
};

const oneTeamWorld = {
  user,
  teams: [team({ name: 'Acme Integrations', accountName: 'Acme Corp' })],
  accounts: [account()],
  preferences: { 'LTA-v1.2': 'true' },
};

function signIn() {
  const session = { id_token: 'id', access_token: 'at', refresh_token: 'rt', expires_in: 3600 };
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ ...session, expiryTime: Date.now() + 3600_000 }));
}

describe('routes', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    setEnvironment(testEnvironment);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).startsWith('/url.json')
          ? jsonResponse([{ key: 'help', value: 'https://help.example' }])
          : String(url).endsWith('/users/me')
            ? jsonResponse(user)
            : jsonResponse({ code: 'NOT_FOUND', message: 'x' }, 404),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends /home/... to the error view and anything else to the landing page', () => {
    expect(resolveUnknownRoute('/home/nope')).toBe('error-view');
    expect(resolveUnknownRoute('/nope')).toBe('landing');
    expect(resolveUnknownRoute('/homework')).toBe('landing');
  });

  it('redirects / and unknown paths to /landing', async () => {
    const { router } = renderRoutes(routes, '/does/not/exist', routerOptions);
    // Waits as long as the neighbours' findBy: the session check and the lazy landing page take over a second under load.
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'), { timeout: 5000 });
    // The top bar's user panel and the Sign In card both offer it.
    expect(await screen.findAllByRole('button', { name: 'Sign In' })).toHaveLength(2);
    expect(await screen.findByRole('link', { name: /Help/ })).toHaveAttribute('href', 'https://help.example');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('shows the 404 view for an unknown /home/ path', async () => {
    signIn();
    installFakeServer(oneTeamWorld);
    renderRoutes(routes, '/home/unknown', routerOptions);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('greets the signed-in user on /home with the account of the current team', async () => {
    signIn();
    installFakeServer(oneTeamWorld);
    renderRoutes(routes, '/home', routerOptions);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Dana Developer!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('welcome-account')).toHaveTextContent('Acme Corp');
    expect(screen.getByRole('button', { name: 'Open user menu' })).toBeInTheDocument();
    expect(document.title).toBe('Home - Developer Console');
  });

  it('reaches a signed-in page from the landing page, whose routes load on that navigation', async () => {
    signIn();
    installFakeServer(oneTeamWorld);
    const { router } = renderRoutes(routes, '/landing', routerOptions);
    expect(await screen.findByRole('heading', { name: 'You are signed in' }, { timeout: 5000 })).toBeInTheDocument();
    await router.navigate('/home');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Dana Developer!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('starts a login keeping path and query when a protected route is visited without a session', async () => {
    const login = vi.spyOn(loginModule, 'login').mockResolvedValue();
    renderRoutes(routes, '/applications?foo=bar', routerOptions);
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(screen.queryByTestId('under-construction')).not.toBeInTheDocument();
  });
});
