/** The signed-in shell against a fake server: teams, the team prompt, the agreement, the navigation. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnvironment, setFeatures } from '../shared/config/env';
import { dana, installFakeServer, signInForTest, type FakeWorld } from '../test/fake-server';
import { testEnvironment } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { account, team } from '../test/teams';
import { routerOptions, routes } from './router';

const acme = account({ name: 'Acme Corp' });
const globex = account({ name: 'Globex Construction' });
const integrations = team({
  name: 'Acme Integrations',
  displayName: 'Acme Integrations',
  accountId: acme.uuid,
  accountName: acme.name,
});
const labs = team({
  name: 'Globex Labs',
  displayName: 'Globex Labs',
  accountId: globex.uuid,
  accountName: globex.name,
});
const world = (over: Partial<FakeWorld> = {}): FakeWorld => ({
  user: dana,
  teams: [integrations, labs],
  accounts: [acme, globex],
  preferences: { 'LTA-v1.2': 'true' },
  ...over,
});

describe('signed-in shell', () => {
  beforeEach(() => {
    localStorage.clear();
    setEnvironment(testEnvironment);
    setFeatures({ iot: true, linter: true });
    signInForTest();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for a team, grouped by account, and cannot be dismissed without one', async () => {
    installFakeServer(world());
    renderRoutes(routes, '/home', routerOptions);
    // The first render loads the route table, the shell and the prompt, each a chunk: seconds on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Team Selection' }, { timeout: 15_000 });
    expect(
      within(dialog).getByText('Please indicate a team context from the choices below. Thank you!'),
    ).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Team Selection' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Team' }));
    // The list's code loads when the select is first opened (select-field.tsx).
    const listbox = await screen.findByRole('listbox', {}, { timeout: 15_000 });
    expect(
      within(listbox)
        .getAllByText(/Acme Corp|Globex Construction|Acme Integrations|Globex Labs/)
        .map((e) => e.textContent),
    ).toEqual(['Acme Corp', 'Acme Integrations', 'Globex Construction', 'Globex Labs']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Globex Labs' }));
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Team Selection' })).not.toBeInTheDocument());
    expect(screen.getByTestId('welcome-account')).toHaveTextContent('Globex Construction');
    expect(JSON.parse(localStorage.getItem('CURRENT_TEAM')!)['dana@example.com'].uuid).toBe(labs.uuid);
  }, 40_000);

  it('lets ?currentTeam= pick the team', async () => {
    installFakeServer(world());
    renderRoutes(routes, `/home?currentTeam=${integrations.uuid}`, routerOptions);
    expect(await screen.findByTestId('welcome-account', {}, { timeout: 15_000 })).toHaveTextContent('Acme Corp');
    expect(screen.queryByRole('dialog', { name: 'Team Selection' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveTextContent('Acme Integrations');
  }, 40_000);

  it('shows the agreement to an external user first and stores LTA-v1.2 on Continue', async () => {
    const { posted } = installFakeServer(world({ teams: [integrations], preferences: {} }));
    renderRoutes(routes, '/home', routerOptions);
    // The agreement is a chunk of its own, loaded when due (issue 18): give it the team prompt's time.
    const dialog = await screen.findByRole('dialog', { name: 'Trimble Developer Agreement' }, { timeout: 15_000 });
    expect(within(dialog).getByText('Version 1.2 (Last updated July 5, 2023)')).toBeInTheDocument();
    expect(await within(dialog).findByText('Be nice.')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    const next = within(dialog).getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const declined = await screen.findByRole('dialog', { name: 'Agreement required' });
    await userEvent.click(within(declined).getByRole('button', { name: 'Go Back' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'I accept the Developer Agreement.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toContainEqual({
      path: '/api/core/users/3f9a5c3e-7a43-4a36-9a5e-2f1f7c1e2a11/preferences',
      body: { name: 'LTA-v1.2', value: 'true' },
    });
  }, 40_000);

  it('skips the agreement for internal users and shows their navigation', async () => {
    const staffTeam = team({ name: 'Platform Engineering', role: 'admin', internal: true });
    installFakeServer(
      world({ teams: [staffTeam], accounts: [account({ placeholder: true, role: 'admin' })], preferences: {} }),
    );
    renderRoutes(routes, '/home', routerOptions);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 15_000 });
    await waitFor(() => expect(within(nav).getByTestId('nav-workbench')).toBeInTheDocument());
    // The rail's entries come each in a task of its own (render-step.tsx).
    expect(await within(nav).findByTestId('nav-accounts')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 40_000);

  it('sends a user without a team to the restriction page', async () => {
    installFakeServer(world({ teams: [], accounts: [] }));
    const { router } = renderRoutes(routes, '/home', routerOptions);
    await waitFor(() => expect(router.state.location.pathname).toBe('/restrict'), { timeout: 8000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Dana Developer,' })).toBeInTheDocument();
    expect(screen.getByTestId('restriction-external')).toHaveTextContent('buy a subscription in the cloud marketplace');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
