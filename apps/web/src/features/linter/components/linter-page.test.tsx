import { screen } from '@testing-library/react';
import i18n from '../../../shared/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Team } from '@dc/contracts';
import linterEn from '../../../../public/locales/linter/en.json';
import {
  CurrentTeamContext,
  type CurrentTeamContextValue,
} from '../../../shared/lib/current-team/current-team-context';
import { renderAt } from '../../../test/render';
import { LinterPage } from './linter-page';

beforeAll(() => {
  i18n.addResourceBundle('en', 'linter', linterEn);
});

const team = (internal: boolean): Team => ({
  uuid: '2f0e6a1c-3b0a-4c43-9d1f-0f6b2f8a1c11',
  trn: 'trn:dc:team:2f0e6a1c-3b0a-4c43-9d1f-0f6b2f8a1c11',
  name: internal ? 'Platform Engineering' : 'Acme Integrations',
  displayName: internal ? 'Platform Engineering' : 'Acme Integrations',
  description: null,
  accountId: '5a4b7a47-59a5-4f39-8d73-0d3a5a0a3f11',
  accountName: 'Account',
  type: 'ENTERPRISE',
  role: 'admin',
  internal,
  createdTimeStamp: '2026-01-01T00:00:00.000Z',
});

function renderPage(currentTeam?: Team) {
  const value: CurrentTeamContextValue = {
    teams: currentTeam ? [currentTeam] : undefined,
    teamsStatus: currentTeam ? 'success' : 'pending',
    teamsError: null,
    refetchTeams: () => undefined,
    currentTeam,
    setCurrentTeam: () => undefined,
    accountRoute: false,
    selectionNeeded: false,
  };
  return renderAt(
    '/specs/linter',
    '/specs/linter',
    <CurrentTeamContext.Provider value={value}>
      <LinterPage />
    </CurrentTeamContext.Provider>,
  );
}

describe('LinterPage', () => {
  it('offers the drop zone to an internal team', async () => {
    renderPage(team(true));
    expect(await screen.findByRole('heading', { level: 1, name: 'API Linter' })).toBeInTheDocument();
    expect(screen.getByText('Drag and drop your JSON or YAML file here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeEnabled();
    expect(document.title).toBe('API Linter - Developer Console');
  });

  it('lets the user choose the OWASP API Security ruleset beside the recommended ones', async () => {
    renderPage(team(true));
    const group = await screen.findByRole('radiogroup', { name: 'Rulesets' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Recommended (spectral:oas, spectral:asyncapi)' })).toBeChecked();
    const owasp = screen.getByRole('radio', { name: 'Recommended + OWASP API Security' });
    owasp.click();
    expect(owasp).toBeChecked();
  });

  it('tells other teams they are not authorized', async () => {
    renderPage(team(false));
    expect(await screen.findByText('Not authorized to view this content')).toBeInTheDocument();
    expect(screen.queryByTestId('file-drop-zone')).not.toBeInTheDocument();
  });
});
