/** Account discovery, the account summary with its teams, the account's teams and a team under the account. */
import { expect, test } from '@playwright/test';
import { expectAccessibleSettled, expectNoOverflowSettled } from '../support/prompts';
import { settleShell } from '../support/shell';
import { DEMO, signIn } from '../support/session';

test('an account admin sees their accounts and the teams in them', async ({ page }) => {
  await signIn(page, DEMO.teamAdmin, '/accounts');
  await settleShell(page, 'Acme Integrations');
  const cards = page.getByTestId('account-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Acme Corp');
  await expectAccessibleSettled(page, '/accounts');

  await page.getByRole('link', { name: 'Manage Account Acme Corp' }).click();
  await expect(page).toHaveURL(/\/accounts\/[0-9a-f-]+\/summary$/);
  const table = page.getByTestId('account-teams-table');
  await expect(table).toContainText('Acme Integrations');
  await expect(table).toContainText('Acme Mobile');
  await expect(page.getByRole('button', { name: 'Create team' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit team Acme Mobile' })).toBeVisible();
  await expectAccessibleSettled(page, 'account summary');
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoOverflowSettled(page, 'account summary at 360 px');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('tab', { name: 'Teams' }).click();
  await expect(page).toHaveURL(/\/teams$/);
  // Other journeys add teams to Acme Corp; the oldest come first.
  await expect(page.getByTestId('team-cards')).toContainText('Acme Integrations');
  await expect(page.getByTestId('team-cards')).toContainText('Acme Mobile');
  await expectAccessibleSettled(page, 'account teams');

  await page.getByRole('link', { name: /Acme Mobile/ }).click();
  const crumbs = page.getByTestId('account-breadcrumbs');
  await expect(crumbs).toContainText('Accounts');
  await expect(crumbs).toContainText('Acme Corp');
  await expect(crumbs).toContainText('Acme Mobile');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Mobile' })).toBeVisible();
  // No account button on a team reached through its account.
  await expect(page.getByRole('link', { name: 'Manage Account' })).toHaveCount(0);
  await expectAccessibleSettled(page, 'team under its account');

  await page.goto('/accounts/' + new URL(page.url()).pathname.split('/')[2]);
  await expect(page).toHaveURL(/\/summary$/);
});

test('a user without account permissions is told so', async ({ page }) => {
  await signIn(page, DEMO.developer, '/accounts');
  await settleShell(page, 'Acme Integrations');
  await expect(page.getByText('Account permissions not yet assigned.')).toBeVisible();
  await expectAccessibleSettled(page, '/accounts without permissions');
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoOverflowSettled(page, '/accounts at 360 px');
});

test('the team summary offers the account button to account admins', async ({ page }) => {
  await signIn(page, DEMO.teamAdmin, '/teams');
  await settleShell(page, 'Acme Integrations');
  await expect(page).toHaveURL(/\/teams\/[0-9a-f-]{36}/);
  await page.getByRole('link', { name: 'Manage Account' }).click();
  await expect(page).toHaveURL(/\/accounts\/[0-9a-f-]+\/summary$/);
  await page.goto('/noTeam');
  await expect(page.getByRole('heading', { level: 1, name: 'No team to show' })).toBeVisible();
  await expectAccessibleSettled(page, '/noTeam');
});
