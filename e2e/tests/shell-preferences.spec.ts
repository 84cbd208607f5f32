/**
 * The developer agreement (spec 1 sections 2.5 and 4.3), with users who sign up for the test, so the preference
 * they store is theirs alone; and the internal user who never sees it.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { signUpAtProvider } from '../support/prompts';
import { DEMO, signIn } from '../support/session';
import { preferencesOf, waitForShell } from '../support/shell';

const AGREEMENT = 'Trimble Developer Agreement';

/** A new external user: no account, no team, no accepted agreement. */
async function signUpNewUser(page: Page, prefix: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await page.goto('/home');
  await page.waitForURL(/\/interaction\//);
  await signUpAtProvider(page, { email: `${prefix}.${stamp}@example.com`, firstName: 'Terry', lastName: 'Terms' });
  await page.waitForURL((url) => url.pathname === '/home', { timeout: 30_000 });
}

test('an external user sees the agreement; Decline then Go Back returns to it; Continue stores LTA-v1.2 once', async ({
  page,
}) => {
  await signUpNewUser(page, 'terms');
  expect(await waitForShell(page)).toBe('agreement');

  const dialog = page.getByRole('dialog', { name: AGREEMENT });
  await expect(dialog.getByText('Version 1.2 (Last updated July 5, 2023)')).toBeVisible();
  const terms = dialog.getByRole('region', { name: 'Developer Agreement text' });
  await expect(terms).toContainText('Developer Agreement');
  expect(await terms.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(316);
  const accept = dialog.getByRole('checkbox', { name: 'I accept the Developer Agreement.' });
  await expect(accept).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  // No close control: Escape leaves it open.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'agreement dialog');

  await dialog.getByRole('button', { name: 'Decline' }).click();
  const declined = page.getByRole('dialog', { name: 'Agreement required' });
  await expect(
    declined.getByText('You must accept the Developer Agreement to become eligible to use the Developer Console.'),
  ).toBeVisible();
  await expect(declined.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await expectAccessible(page, 'agreement declined dialog');
  await declined.getByRole('button', { name: 'Go Back' }).click();
  await expect(declined).toBeHidden();
  await expect(dialog).toBeVisible();

  await accept.check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  expect((await preferencesOf(page))['LTA-v1.2']).toBe('true');

  // Without a team, the restriction page follows (spec 1 section 4.3), with the external user's text.
  await page.waitForURL((url) => url.pathname === '/restrict');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Terry Terms,' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'buy a subscription in the cloud marketplace' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expectAccessible(page, '/restrict');

  await page.reload();
  expect(await waitForShell(page)).toBe('restricted');
  await expect(page.getByRole('dialog', { name: AGREEMENT })).toHaveCount(0);
});

test('Decline then Log Out ends the session', async ({ page }) => {
  await signUpNewUser(page, 'decline');
  expect(await waitForShell(page)).toBe('agreement');
  await page.getByRole('dialog', { name: AGREEMENT }).getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('dialog', { name: 'Agreement required' }).getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL((url) => url.pathname === '/landing', { timeout: 20_000 });
});

test('an internal user never sees the agreement', async ({ page }) => {
  await signIn(page, DEMO.staff);
  expect(await waitForShell(page)).toBe('ready');
  await expect(page.getByRole('dialog', { name: AGREEMENT })).toHaveCount(0);
  expect((await preferencesOf(page))['LTA-v1.2']).toBeUndefined();
  await page.reload();
  expect(await waitForShell(page)).toBe('ready');
  await expect(page.getByRole('dialog', { name: AGREEMENT })).toHaveCount(0);
});
