/** Add Member: Send enablement (spec 3 section 5) and an existing member (1086) shown on the e-mail field. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../../shared/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import teamsEn from '../../../../../public/locales/teams/en.json';
import { setEnvironment } from '../../../../shared/config/env';
import { createQueryClient } from '../../../../shared/lib/query-client';
import { signInForTest } from '../../../../test/fake-server';
import { jsonResponse, testEnvironment } from '../../../../test/fixtures';
import { AddMemberDialog } from './add-member-dialog';
import { TestProviders } from '../../../../test/render';

const TEAM = '77777777-7777-4777-8777-777777777777';

function setup(answer: Response) {
  const fetchMock = vi.fn(async () => answer);
  vi.stubGlobal('fetch', fetchMock);
  const onInvited = vi.fn();
  const onClose = vi.fn();
  render(
    <TestProviders queryClient={createQueryClient()}>
      <AddMemberDialog teamId={TEAM} open onClose={onClose} onInvited={onInvited} />
    </TestProviders>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Add Member' });
  return {
    fetchMock,
    onInvited,
    onClose,
    dialog,
    send: within(dialog).getByRole('button', { name: 'Send invitation' }),
  };
}

async function chooseRole(dialog: HTMLElement, role: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Role/ }));
  await userEvent.click(await screen.findByRole('option', { name: role }));
}

describe('Add Member dialog', () => {
  beforeEach(() => {
    setEnvironment(testEnvironment);
    signInForTest();
    i18n.addResourceBundle('en', 'teams', teamsEn);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('enables Send only with a valid e-mail and a chosen role, then sends role and title', async () => {
    const { fetchMock, onInvited, dialog, send } = setup(jsonResponse({}, 201));
    expect(send).toBeDisabled();
    const email = within(dialog).getByLabelText(/User email/);
    await userEvent.type(email, 'new.dev@');
    expect(await within(dialog).findByText('Invalid email address')).toBeInTheDocument();
    await userEvent.type(email, 'example.com');
    expect(send).toBeDisabled();
    await chooseRole(dialog, 'Team Member');
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await waitFor(() => expect(onInvited).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/core/teams/${TEAM}/addMember`);
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'new.dev@example.com',
      role: 'standard-user',
      roleDisplayName: 'Team Member',
    });
  });

  it('shows an existing member (1086) on the e-mail field and lets a corrected address be sent', async () => {
    const { onInvited, dialog, send } = setup(jsonResponse({ code: '1086', message: 'Relation exists' }, 409));
    await userEvent.type(within(dialog).getByLabelText(/User email/), 'developer@example.com');
    await chooseRole(dialog, 'Administrator');
    await userEvent.click(send);
    expect(
      await within(dialog).findByText('Relation exists: the user is already a member of this team.'),
    ).toBeInTheDocument();
    expect(onInvited).not.toHaveBeenCalled();
    expect(send).toBeEnabled();
  });
});
