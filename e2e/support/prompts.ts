/** The signed-in shell's first prompts, answered when they show: the developer agreement and the team choice. */
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { DEMO_PASSWORD } from './session';

/** Accepts the developer agreement if its dialog is open (first sign-in of an external user). */
export async function acceptAgreementIfShown(page: Page, waitMs = 3000) {
  const dialog = page.getByRole('dialog', { name: 'Trimble Developer Agreement' });
  if (!(await dialog.waitFor({ state: 'visible', timeout: waitMs }).then(() => true, () => false))) return;
  await dialog.getByLabel('I accept the Developer Agreement.').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
}

/** Chooses a team if the Team Selection dialog asks for one. */
export async function chooseTeamIfAsked(page: Page, teamName: string, waitMs = 2000) {
  const dialog = page.getByTestId('team-selection-dialog');
  if (!(await dialog.waitFor({ state: 'visible', timeout: waitMs }).then(() => true, () => false))) return;
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: teamName, exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

/** Creates an account at the identity provider (the browser must be on its sign-in page). */
export async function signUpAtProvider(page: Page, user: { email: string; firstName: string; lastName: string }) {
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** A name no other test run uses: letters, digits and single spaces (the shared name pattern). */
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * Runs axe once the snackbars have gone: notistack's default success, info and warning colours fail the contrast
 * check with white text (a shell-wide matter of the snackbar provider), which is not what these pages are about.
 */
export async function expectAccessibleSettled(page: Page, context?: string) {
  await expect(page.locator('#notistack-snackbar')).toHaveCount(0, { timeout: 8000 });
  await expectAccessible(page, context);
}
