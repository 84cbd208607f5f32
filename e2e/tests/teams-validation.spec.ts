/** Team names in use (1031 on create, 1032 on rename), the name pattern, and deleting a team that has members. */
import { expect, test } from '@playwright/test';
import { expectAccessibleSettled, uniqueName } from '../support/prompts';
import { settleShell } from '../support/shell';
import { DEMO, signIn } from '../support/session';
import { createTeam } from '../support/teams';

const NAME_IN_USE = 'Team name in use, try a different name';

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO.teamAdmin);
  await settleShell(page, 'Acme Integrations');
});

test('creating a team with a name in use shows the 1031 message; the name pattern is checked as you type', async ({
  page,
}) => {
  await page.goto('/teams/myTeam');
  await page.getByRole('button', { name: 'Create team' }).click();
  const dialog = page.getByTestId('create-team-dialog');
  const create = dialog.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Team name').fill('Bad  name');
  await expect(dialog.getByText(/Only whitespace \/ underscore/)).toBeVisible();
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Team name').fill('');
  await expect(dialog.getByText('Team name is required')).toBeVisible();
  await dialog.getByLabel('Team name').fill('Acme Mobile');
  await expect(create).toBeEnabled();
  await create.click();
  await expect(dialog.getByText(NAME_IN_USE)).toBeVisible();
  await expect(create).toBeDisabled();
  await expectAccessibleSettled(page, 'Create team dialog with an error');
});

test('renaming a team to a name in use shows the 1032 message; Update needs a change', async ({ page }) => {
  await createTeam(page, uniqueName('Rename Me'));
  await page.getByRole('button', { name: 'Edit team' }).click();
  const dialog = page.getByTestId('edit-team-dialog');
  const update = dialog.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();
  await dialog.getByLabel('Description').fill('A new description');
  await expect(update).toBeEnabled();
  await dialog.getByLabel('Description').fill('Created by a browser journey');
  await expect(update).toBeDisabled();
  await dialog.getByLabel('Team name').fill('Acme Mobile');
  await update.click();
  await expect(dialog.getByText(NAME_IN_USE)).toBeVisible();
  const renamed = uniqueName('Renamed');
  await dialog.getByLabel('Team name').fill(renamed);
  await update.click();
  await expect(page.getByText('Team updated.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
});

test('a team with members cannot be deleted, and says why', async ({ page }) => {
  await page.goto('/accounts');
  await page.getByRole('link', { name: 'Manage Account Acme Corp' }).click();
  await page.getByRole('button', { name: 'Delete team Acme Integrations' }).click();
  const dialog = page.getByTestId('delete-team-dialog');
  await expect(dialog.getByTestId('delete-team-refusal')).toHaveText(
    'This team still has 2 members. Remove every other member before deleting the team.',
  );
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expectAccessibleSettled(page, 'Delete team dialog refusing');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
