/**
 * Base configuration against a fake server answering in the real server's shapes: a FAILED activation completes
 * the flow without adding the user anywhere; a SUCCEEDED one adds the user to the first team, where 1086 counts.
 */
import { render, screen, waitFor } from '@testing-library/react';
import i18n from '../../../shared/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountActivation, Team } from '@dc/contracts';
import accountsEn from '../../../../public/locales/accounts/en.json';
import { setEnvironment } from '../../../shared/config/env';
import {
  CurrentTeamContext,
  type CurrentTeamContextValue,
} from '../../../shared/lib/current-team/current-team-context';
import { createQueryClient } from '../../../shared/lib/query-client';
import { dana, signInForTest } from '../../../test/fake-server';
import { jsonResponse, testEnvironment } from '../../../test/fixtures';
import { account, team } from '../../../test/teams';
import { getBaseConfigurationState, resetBaseConfiguration } from '../utils/status-store';
import { BaseConfiguration } from './base-configuration';
import { TestProviders } from '../../../test/render';

const umbrella = account({ name: 'Umbrella Builders', role: 'standard-user', initializationStatus: 'NOT_INITIALIZED' });
const crew = team({ name: 'Umbrella Site Crew', accountId: umbrella.uuid, accountName: umbrella.name });
const activation = (status: AccountActivation['status']): AccountActivation => ({
  id: '55555555-5555-4555-8555-555555555555',
  accountId: umbrella.uuid,
  userId: dana.uuid,
  status,
  reason: status === 'FAILED' ? 'The account name is longer than 100 characters.' : null,
  startedAt: '2026-01-01T10:00:00.000Z',
  finishedAt: status === 'RUNNING' ? null : '2026-01-01T10:00:02.000Z',
});

function fakeServer(finalStatus: AccountActivation['status']) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path.endsWith('/users/me')) return jsonResponse(dana);
      if (path === '/api/core/accounts') return jsonResponse({ items: [umbrella] });
      if (path.endsWith('/initialized'))
        return jsonResponse({ accountId: umbrella.uuid, initialized: false, initializationStatus: 'NOT_INITIALIZED' });
      if (path.endsWith('/initialize')) return jsonResponse(activation('RUNNING'), 202);
      if (path.includes('/initializationStatuses/')) return jsonResponse(activation(finalStatus));
      if (path.endsWith('/relations/_filter')) return jsonResponse({ items: [crew] });
      if (path.endsWith('/relations')) return jsonResponse({ code: '1086', message: 'Relation exists' }, 409);
      return jsonResponse({ code: 'NOT_FOUND', message: path }, 404);
    }),
  );
  return calls;
}

function renderBaseConfiguration() {
  const teams: Team[] = [];
  const context = {
    teams,
    teamsStatus: 'success',
    accountRoute: false,
    selectionNeeded: false,
  } as unknown as CurrentTeamContextValue;
  render(
    <TestProviders queryClient={createQueryClient()}>
      <CurrentTeamContext.Provider value={context}>
        <BaseConfiguration allowed />
      </CurrentTeamContext.Provider>
    </TestProviders>,
  );
}

describe('base configuration overlay', () => {
  beforeEach(() => {
    localStorage.clear();
    setEnvironment(testEnvironment);
    signInForTest();
    i18n.addResourceBundle('en', 'accounts', accountsEn);
    resetBaseConfiguration();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('completes after a FAILED activation without adding the user to a team', async () => {
    const calls = fakeServer('FAILED');
    renderBaseConfiguration();
    expect(await screen.findByRole('dialog', { name: 'Setting up your account' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Account setup progress' })).toHaveAttribute('aria-valuenow', '40');
    await waitFor(() => expect(getBaseConfigurationState().status).toBe('COMPLETED'), { timeout: 4000 });
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'));
    // Early work keeps the banner and tips until the last 3 s of the 9 s (use-overlay-timeline.test.ts times it).
    expect(screen.getByTestId('base-configuration-text')).not.toHaveTextContent('Complete!');
    expect(calls).toContain(`POST /api/core/accounts-v2/${umbrella.uuid}/initialize`);
    expect(calls.some((c) => c.endsWith(`/teams/${crew.uuid}/relations`))).toBe(false);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('FAILED'), expect.anything());
  });

  it('adds the user to the first team after SUCCEEDED, a relation that exists counting as success', async () => {
    const calls = fakeServer('SUCCEEDED');
    renderBaseConfiguration();
    await waitFor(() => expect(getBaseConfigurationState().status).toBe('COMPLETED'), { timeout: 4000 });
    expect(calls).toContain(`POST /api/profiles/teams/${crew.uuid}/relations`);
    expect(console.warn).not.toHaveBeenCalled();
  });
});
