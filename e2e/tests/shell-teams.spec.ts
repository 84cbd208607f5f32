import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { DEMO, signIn } from '../support/session';
import { acceptAgreementIfShown, api, shellState, waitForShell } from '../support/shell';

interface Team {
  uuid: string;
  name: string;
  displayName: string;
  accountName: string;
}

/** The developer's teams as the server lists them, in the order the console groups them (by account, by name). */
async function teamsOf(page: import('@playwright/test').Page) {
  const me = (await api(page, 'GET', '/api/profiles/users/me')) as { uuid: string };
  const { items } = (await api(page, 'GET', `/api/core/teams?uuid=${me.uuid}`)) as { items: Team[] };
  return items;
}

test('teams grouped by account; the Team Selection dialog cannot be dismissed; the choice survives reload; ?currentTeam wins', async ({
  page,
}) => {
  await signIn(page, DEMO.developer);
  await acceptAgreementIfShown(page);
  expect(await waitForShell(page)).toBe('team-selection');

  // Spec 1 section 2.4: title, text, a select with placeholder, Confirm, and no close or cancel control.
  const dialog = page.getByRole('dialog', { name: 'Team Selection' });
  await expect(dialog.getByText('Please indicate a team context from the choices below. Thank you!')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Team' })).toHaveText('Choose a team...');
  await expect(dialog.getByRole('button')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 400);
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'Team Selection dialog');

  // Two teams of two accounts, each under its account's header.
  const teams = await teamsOf(page);
  expect(new Set(teams.map((t) => t.accountName)).size).toBeGreaterThanOrEqual(2);
  const accounts = [...new Set(teams.map((t) => t.accountName))].sort((a, b) => a.localeCompare(b));
  const expected = accounts.flatMap((a) => [
    a,
    ...teams
      .filter((t) => t.accountName === a)
      .map((t) => t.displayName || t.name)
      .sort((x, y) => x.localeCompare(y)),
  ]);
  await dialog.getByRole('combobox', { name: 'Team' }).click();
  const listbox = page.getByRole('listbox', { name: 'Team' });
  await expect(listbox.locator('li')).toHaveText(expected);
  await expect(listbox.getByRole('option')).toHaveCount(teams.length);
  await expectAccessible(page, 'Team Selection list');
  await listbox.getByRole('option', { name: 'Globex Labs' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();

  const selector = page.getByRole('banner').getByRole('combobox', { name: 'Team' });
  await expect(selector).toHaveText('Globex Labs');
  await expect(page.getByTestId('welcome-account')).toHaveText('Globex Construction');

  // The choice is stored per user e-mail and survives a reload.
  await page.reload();
  expect(await waitForShell(page)).toBe('ready');
  await expect(selector).toHaveText('Globex Labs');

  // Rule 1 of section 4.2: the currentTeam query parameter wins over the stored team.
  const acme = teams.find((t) => t.name === 'Acme Integrations')!;
  await page.goto(`/home?currentTeam=${acme.uuid}`);
  expect(await waitForShell(page)).toBe('ready');
  await expect(selector).toHaveText('Acme Integrations');
  await expect(page.getByTestId('welcome-account')).toHaveText('Acme Corp');

  // The top bar's selector switches teams too, grouped the same way.
  await selector.click();
  await expect(page.getByRole('listbox', { name: 'Team' }).locator('li')).toHaveText(expected);
  await page.getByRole('listbox', { name: 'Team' }).getByRole('option', { name: 'Globex Labs' }).click();
  await expect(selector).toHaveText('Globex Labs');
  await expect(page).not.toHaveURL(/currentTeam=/);
});

test('on account-level routes the team selector is disabled and no team is asked for', async ({ page }) => {
  await signIn(page, DEMO.developer);
  await acceptAgreementIfShown(page);
  await page.goto('/accounts');
  await expect(shellState(page)).toHaveAttribute('data-shell-state', 'ready');
  await expect(page.getByRole('dialog', { name: 'Team Selection' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Team' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // Leaving the account area asks for the team.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('dialog', { name: 'Team Selection' })).toBeVisible();
});
