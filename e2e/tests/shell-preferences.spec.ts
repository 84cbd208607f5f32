/**
 * The developer agreement and the language, both stored as user preferences. These tests change the
 * preferences of globex.admin@example.com, which no other journey signs in as; each test sets the state it needs.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { DEMO, signIn } from '../support/session';
import { preferencesOf, setPreference, settleShell, waitForShell } from '../support/shell';

const GLOBEX_ADMIN = 'globex.admin@example.com';
const AGREEMENT = 'Trimble Developer Agreement';

test('an external user sees the agreement; Decline then Go Back returns to it; Continue stores LTA-v1.2 once', async ({ page }) => {
  await signIn(page, GLOBEX_ADMIN);
  await setPreference(page, 'LTA-v1.2', 'false');
  await page.reload();
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
  await expect(declined.getByText('You must accept the Developer Agreement to become eligible to use the Developer Console.')).toBeVisible();
  await expect(declined.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await expectAccessible(page, 'agreement declined dialog');
  await declined.getByRole('button', { name: 'Go Back' }).click();
  await expect(declined).toBeHidden();
  await expect(dialog).toBeVisible();

  await accept.check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  expect((await preferencesOf(page))['LTA-v1.2']).toBe('true');
  expect(await waitForShell(page)).toBe('ready');

  await page.reload();
  expect(await waitForShell(page)).toBe('ready');
  await expect(page.getByRole('dialog', { name: AGREEMENT })).toHaveCount(0);
});

test('Decline then Log Out ends the session', async ({ page }) => {
  await signIn(page, GLOBEX_ADMIN);
  await setPreference(page, 'LTA-v1.2', 'false');
  await page.reload();
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
});

test('switching language changes the shell texts and persists as a preference', async ({ page, browser }, testInfo) => {
  await signIn(page, GLOBEX_ADMIN);
  await setPreference(page, 'language', 'en');
  await settleShell(page);
  try {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Gwen Globex!');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen, Gwen Globex!');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Startseite' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sprache: Deutsch' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect.poll(async () => (await preferencesOf(page)).language).toBe('de-DE');
    await expectAccessible(page, '/home in German');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen, Gwen Globex!');

    // A new browser signs in and finds the preference.
    const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL, reducedMotion: 'reduce' });
    const second = await other.newPage();
    await signIn(second, GLOBEX_ADMIN);
    await expect(second.getByRole('heading', { level: 1 })).toHaveText('Willkommen, Gwen Globex!');
    await other.close();

    await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect.poll(async () => (await preferencesOf(page)).language).toBe('en');
  } finally {
    await setPreference(page, 'language', 'en');
  }
});
