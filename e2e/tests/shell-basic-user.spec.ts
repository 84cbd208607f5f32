/**
 * Every journey of basic@example.com lives in this file (tests of one file run one after another), because the
 * language test changes that user's language preference: no other journey may meet the user in German.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { DEMO, signIn, signInThroughForm } from '../support/session';
import { navKeys } from '../support/nav';
import { preferencesOf, setPreference, settleShell } from '../support/shell';
import { openProduct } from './products-support';

test('navigation of the basic user (spec 1 section 6)', async ({ page }) => {
  await signIn(page, DEMO.basic);
  await settleShell(page);
  await expect(page.getByTestId('nav-home')).toBeVisible();
  expect(await navKeys(page)).toEqual(['home', 'products', 'applications', 'subscriptions', 'catalogs', 'teams']);
  await expectAccessible(page, '/home of the basic user');
});

test('a non-internal team sees "Not authorized to view this content" on the workbench', async ({ page }) => {
  await signIn(page, DEMO.basic, '/workbench');
  await settleShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Not authorized to view this content' })).toBeVisible();
  await expect(page.getByTestId('nav-workbench')).toHaveCount(0);
  await expectAccessible(page, '/workbench for a non-internal team');
});

test('switching language changes the shell texts and persists as a preference', async ({ page, browser }, testInfo) => {
  await signIn(page, DEMO.basic);
  await setPreference(page, 'language', 'en');
  await settleShell(page);
  try {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ben Basic!');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen, Ben Basic!');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Startseite' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Anwendungen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sprache: Deutsch' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Datenschutzerklärung (öffnet in einem neuen Tab)' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect.poll(async () => (await preferencesOf(page)).language).toBe('de-DE');
    await expectAccessible(page, '/home in German');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen, Ben Basic!');

    // Another browser (nothing stored locally) signs in through the forms and finds the preference.
    const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL, reducedMotion: 'reduce' });
    const second = await other.newPage();
    await signInThroughForm(second, DEMO.basic);
    await expect(second.getByRole('heading', { level: 1 })).toHaveText('Willkommen, Ben Basic!');
    await other.close();

    await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
    await expect.poll(async () => (await preferencesOf(page)).language).toBe('en');
  } finally {
    await setPreference(page, 'language', 'en');
  }
});

test('a basic user sees the basic-user text instead of applications (spec 2 section 2.6)', async ({ page }) => {
  await signIn(page, DEMO.basic, '/applications');
  await settleShell(page);
  await expect(page.getByTestId('basic-user-notice')).toHaveText(
    'Basic users may not view client applications or their credentials. Please contact a team Admin to become a Developer if needed. Thank you.',
  );
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New Application' })).toBeDisabled();
  await expectAccessible(page, '/applications of the basic user');
});

// Defect 12 (issue 22): the API reference asked for the team's applications (for Try it) and got 403 for a basic
// user; it now asks only those who may list them.
test('a basic user reads an API reference without Try it and without a refused request', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 401 || r.status() === 403) refused.push(`${r.status()} ${r.url()}`);
  });
  await signIn(page, DEMO.basic);
  await settleShell(page);
  await openProduct(page, 'Work Orders API');
  await page.getByRole('tab', { name: 'Documentation' }).click();
  const viewer = page.getByTestId('openapi-viewer');
  await expect(viewer.getByTestId('operation-summary')).toHaveText('Open work orders');
  await expect(viewer.getByTestId('try-it')).toHaveCount(0);
  expect(refused).toEqual([]);
});
