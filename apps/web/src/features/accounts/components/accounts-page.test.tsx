/**
 * Account discovery: cards only for viewable accounts, the empty text, and enabling an account, after which the
 * list is polled (?activationId) until the account is no longer being prepared.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../shared/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '@dc/contracts';
import accountsEn from '../../../../public/locales/accounts/en.json';
import { setEnvironment } from '../../../shared/config/env';
import { dana, signInForTest } from '../../../test/fake-server';
import { jsonResponse, testEnvironment } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { account } from '../../../test/teams';
import { AccountsPage } from './accounts-page';

function fakeServer(accounts: () => Account[], allowView: boolean) {
  const enable = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (path.endsWith('/users/me')) return jsonResponse(dana);
      if (path === '/api/core/accounts') return jsonResponse({ items: accounts() });
      if (path.endsWith('/bulk/checks'))
        return jsonResponse(body.checks.map((c: object) => ({ ...c, authorized: allowView })));
      if (path.endsWith('/enable')) return enable(path);
      return jsonResponse({ code: 'NOT_FOUND', message: path }, 404);
    }),
  );
  return enable;
}

describe('account discovery', () => {
  beforeEach(() => {
    localStorage.clear();
    setEnvironment(testEnvironment);
    signInForTest();
    i18n.addResourceBundle('en', 'accounts', accountsEn);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says so when no account may be viewed', async () => {
    fakeServer(() => [account({ role: 'standard-user' })], false);
    renderAt('/accounts', '/accounts', <AccountsPage />);
    expect(await screen.findByText('Account permissions not yet assigned.')).toBeInTheDocument();
  });

  it('enables an account and waits for its activation', async () => {
    let status: Account['initializationStatus'] = 'NOT_INITIALIZED';
    let listed = 0;
    const umbrella = () =>
      account({
        uuid: '66666666-6666-4666-8666-666666666666',
        name: 'Umbrella Builders',
        role: 'admin',
        enabled: status === 'COMPLETED',
        initializationStatus: status,
      });
    const enable = fakeServer(() => {
      listed += 1;
      if (status === 'IN_PROGRESS' && listed > 3) status = 'COMPLETED';
      return [umbrella()];
    }, true);
    enable.mockImplementation(async () => {
      status = 'IN_PROGRESS';
      const activation = {
        id: '88888888-8888-4888-8888-888888888888',
        accountId: umbrella().uuid,
        userId: dana.uuid,
        status: 'RUNNING',
        reason: null,
        startedAt: '2026-01-01T00:00:00Z',
        finishedAt: null,
      };
      return jsonResponse({ account: umbrella(), activation });
    });
    const { router } = renderAt('/accounts', '/accounts', <AccountsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Enable account Umbrella Builders' }));
    expect(await screen.findByText('Account Enabled.')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.search).toBe('?activationId=88888888-8888-4888-8888-888888888888'),
    );
    expect(await screen.findByRole('dialog', { name: 'Preparing your account' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''), { timeout: 8000 });
    expect(status).toBe('COMPLETED');
  }, 15_000);
});
