/** Team steps the journeys share: create a team in an account and open its summary. */
import { expect, type Page } from '@playwright/test';

/** Creates a team from /teams/myTeam (the user's only creatable account is chosen) and opens its summary. */
export async function createTeam(page: Page, name: string, description = 'Created by a browser journey') {
  await page.goto('/teams/myTeam');
  await page.getByRole('button', { name: 'Create team' }).first().click();
  const dialog = page.getByTestId('create-team-dialog');
  const account = dialog.getByRole('combobox', { name: 'Account' });
  if (await account.isVisible()) {
    await account.click();
    await page.getByRole('option', { name: 'Acme Corp' }).click();
  }
  await dialog.getByLabel('Team name').fill(name);
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Success! ${name} Created`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}
