/**
 * Issue 22: /products keeps its query on the way to the gallery (defect 4), and an unknown address outside /home/
 * lands a signed-in user on a page that says where they are (defect 15).
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@dc/contracts';
import { setEnvironment } from '../shared/config/env';
import { installFakeServer } from '../test/fake-server';
import { testEnvironment } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { account, team } from '../test/teams';
import { routerOptions, routes } from './router';

const user = {
  uuid: '3f9a5c3e-7a43-4a36-9a5e-2f1f7c1e2a11',
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: 'Developer',
  picture: null,
  role: null,
};

function signIn() {
  const session = { id_token: 'id', access_token: 'at', refresh_token: 'rt', expires_in: 3600 };
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ ...session, expiryTime: Date.now() + 3600_000 }));
  installFakeServer({
    user,
    teams: [team({ name: 'Acme Integrations', accountName: 'Acme Corp' })],
    accounts: [account()],
    preferences: { 'LTA-v1.2': 'true' },
  });
}

describe('redirects that keep the user oriented', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    setEnvironment(testEnvironment);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('"The gallery takes the optional query parameters searchText and type": /products keeps them', async () => {
    signIn();
    const { router } = renderRoutes(routes, '/products?searchText=weather&type=api', routerOptions);
    await waitFor(() => expect(router.state.location.pathname).toBe('/apim'), { timeout: 25_000 });
    expect(router.state.location.search).toBe('?searchText=weather&type=api');
  }, 40_000);

  it('an unknown path outside /home/ goes to the landing page, which says so and leads a signed-in user home', async () => {
    signIn();
    const { router } = renderRoutes(routes, '/no/such/page', routerOptions);
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'), { timeout: 25_000 });
    expect(await screen.findByTestId('landing-unknown-path', {}, { timeout: 10_000 })).toHaveTextContent(
      'There is no page at /no/such/page.',
    );
    expect(screen.getByRole('heading', { name: 'You are signed in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home');
    expect(screen.queryByTestId('sign-in-button')).not.toBeInTheDocument();
  }, 40_000);
});
