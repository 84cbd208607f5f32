import { expect, test } from '@playwright/test';
import { ERROR_PAGE_SUFFIX, ERROR_PAGES, GENERIC_ERROR_MESSAGE } from '@dc/contracts';
import { expectAccessible } from '../support/axe';
import { DEMO, signInAtProvider } from '../support/session';
import { settleShell } from '../support/shell';

test('/ and unknown paths go to the landing page (spec 1 section 2.1)', async ({ page }) => {
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/landing');
  await page.goto('/nowhere');
  await page.waitForURL((url) => url.pathname === '/landing');
});

test('an unknown path under /home/ shows the error view', async ({ page }) => {
  // /home/* is inside the authenticated shell: a session-less visit signs in first, then shows the error view.
  await page.goto('/home/nowhere');
  await page.waitForURL(/\/interaction\//);
  await signInAtProvider(page, DEMO.developer);
  await page.waitForURL((url) => url.pathname === '/home/nowhere');
  await settleShell(page);
  await expect(page.getByRole('heading', { name: ERROR_PAGES[404].title })).toBeVisible();
  await expect(page.getByText(ERROR_PAGES[404].message)).toBeVisible();
  await expectAccessible(page, '/home/nowhere');
});

for (const status of [403, 502]) {
  test(`/error/${status} shows the catalogue's title and message`, async ({ page }) => {
    await page.goto(`/error/${status}`);
    await expect(page.getByRole('heading', { name: ERROR_PAGES[status].title })).toBeVisible();
    await expect(page.getByText(ERROR_PAGES[status].message)).toBeVisible();
    await expect(page.getByText(ERROR_PAGE_SUFFIX)).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Back to Home' }).or(page.getByRole('button', { name: 'Back to Home' })),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Contact Us' }).or(page.getByRole('button', { name: 'Contact Us' })),
    ).toBeVisible();
    await expectAccessible(page, `/error/${status}`);
  });
}

test('/error/999 shows the generic apology', async ({ page }) => {
  await page.goto('/error/999');
  await expect(page.getByText(GENERIC_ERROR_MESSAGE)).toBeVisible();
  await expect(page.getByText(ERROR_PAGE_SUFFIX)).toBeVisible();
  await expectAccessible(page, '/error/999');
});
