import { expect, test } from '@playwright/test';
import { STORAGE_KEYS } from '@dc/contracts';
import { expectAccessible } from '../support/axe';
import { DEMO, signInAtProvider } from '../support/session';
import { settleShell } from '../support/shell';

test('a signed-out visit to /applications signs in at the provider and returns with the query intact', async ({
  page,
}) => {
  await page.goto('/applications?view=list&page=2');
  // Spec 1 section 4.1: login stores the route and redirects to the identity provider.
  await page.waitForURL(/\/interaction\//);
  await expectAccessible(page, 'identity provider sign-in');
  await signInAtProvider(page, DEMO.developer);

  await page.waitForURL((url) => url.pathname === '/applications');
  expect(new URL(page.url()).search).toBe('?view=list&page=2');
  // The shell asks for the agreement (once) and for one of the developer's two teams first.
  await settleShell(page);
  expect(new URL(page.url()).search).toBe('?view=list&page=2');
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await expect(page.getByTestId('user-menu-name')).toHaveText('Dana Developer');
  await expect(page.getByTestId('user-menu-email')).toHaveText('developer@example.com');
  await page.keyboard.press('Escape');
  await expectAccessible(page, '/applications after sign-in');

  const session = await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.session);
  expect(JSON.parse(session!)).toHaveProperty('id_token');
});

test('sign out ends the session at the provider, lands on /landing and clears the session keys', async ({ page }) => {
  await page.goto('/home');
  await page.waitForURL(/\/interaction\//);
  await signInAtProvider(page, DEMO.developer);
  await page.waitForURL(/\/home/);
  await settleShell(page);

  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/landing', { timeout: 20_000 });

  const left = await page.evaluate(
    (keys) => keys.filter((k) => localStorage.getItem(k) !== null || sessionStorage.getItem(k) !== null),
    Object.values(STORAGE_KEYS),
  );
  expect(left).toEqual([]);
  // The session is gone: a protected route leads to the provider again.
  await page.goto('/home');
  await page.waitForURL(/\/interaction\//);
});

test('the landing page signs in and returns home', async ({ page }) => {
  await page.goto('/landing');
  await expectAccessible(page, '/landing');
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await signInAtProvider(page, DEMO.staff);
  await page.waitForURL((url) => url.pathname === '/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Sam Staff!');
});

// Defect 7 (issue 22): at another address of the same server than PUBLIC_URL (here localhost for 127.0.0.1),
// Sign In did nothing or ended in the generic apology; it now continues at PUBLIC_URL and signs in.
test('Sign In at another address of the console continues at PUBLIC_URL and signs in', async ({ page, baseURL }) => {
  const other = baseURL!.replace('127.0.0.1', 'localhost');
  await page.goto(`${other}/landing`);
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await page.waitForURL(/\/interaction\//);
  await signInAtProvider(page, DEMO.staff);
  await page.waitForURL((url) => url.pathname === '/home');
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Sam Staff!');
});
