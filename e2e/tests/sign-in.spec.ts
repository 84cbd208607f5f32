import { expect, test } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY, STORAGE_KEYS } from '@dc/contracts';
import { expectAccessible, expectNoHorizontalOverflow } from '../support/axe';
import { DEMO, signInAtProvider } from '../support/session';
import { settleShell } from '../support/shell';
import { closeWithEscape } from '../support/prompts';

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
  await closeWithEscape(page, page.getByRole('menu'));
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

  // Signed in, the landing page offers the way home and the user menu, which reads the profile (issue 18: the
  // landing page has no server-state cache of its own, the menu brings it).
  await page.goto('/landing');
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await expect(page.getByTestId('user-menu-name')).toHaveText('Sam Staff');
  await closeWithEscape(page, page.getByRole('menu'));
  await expect(page.getByTestId('footer-help')).toBeVisible();
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

// Issue 22: the provider's pages look like the console (its bar, logo, Roboto) and speak its language (ui_locales),
// under the strict CSP (no inline style), at desktop and phone width.
test('in German the sign-in and sign-up pages speak German, in the console look, without CSP violations', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript((key) => localStorage.setItem(key, 'de-DE'), LANGUAGE_STORAGE_KEY);
  await page.goto('/landing');
  await page.getByRole('button', { name: 'Anmelden' }).first().click();
  await page.waitForURL(/\/interaction\//);
  expect(new URL(page.url()).pathname).toMatch(/^\/interaction\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bei der Developer Console anmelden');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('banner')).toContainText('Developer Console');
  // The console's typeface, served by the server (font-src 'self'), is in use.
  await expect
    .poll(() => page.evaluate(async () => (await document.fonts.ready, document.fonts.check('500 16px Roboto'))))
    .toBe(true);
  expect(await page.locator('body').evaluate((b) => getComputedStyle(b).fontFamily)).toMatch(/^Roboto/);
  await expectAccessible(page, 'German sign-in page');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('link', { name: 'Konto erstellen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Developer-Console-Konto erstellen');
  await expectNoHorizontalOverflow(page, 'German sign-up page at 360 px');
  await expectAccessible(page, 'German sign-up page at 360 px');

  await page.getByRole('link', { name: 'Anmelden' }).click();
  await page.getByLabel('E-Mail').fill(DEMO.staff);
  await page.getByLabel('Passwort').fill('wrong password');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-Mail oder Passwort ist falsch.');
  expect(violations).toEqual([]);
});
