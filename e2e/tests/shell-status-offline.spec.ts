/** Service status (spec 1 section 4.7), the offline banner (2.2, 8), document title and page views (spec 3 section 4). */
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { DEMO, signIn } from '../support/session';
import { settleShell } from '../support/shell';

test('the shell shows the service status from /v2/status.json and links to its page', async ({ page, request }) => {
  const status = (await (await request.get('/v2/status.json')).json()) as {
    page: { url: string };
    status: { indicator: string; description: string };
  };
  await signIn(page, DEMO.staff);
  await settleShell(page);
  const link = page.getByTestId('service-status');
  await expect(link).toHaveAttribute('href', status.page.url);
  await expect(link).toHaveAttribute('data-indicator', status.status.indicator);
  await expect(page.getByTestId('service-status-description')).toHaveText(status.status.description);
});

test('going offline shows the banner; back online shows "You are online"', async ({ page, context }) => {
  await signIn(page, DEMO.staff);
  await settleShell(page);
  await context.setOffline(true);
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText('Offline');
  await expect(banner).toContainText('Not connected to internet. Please try again when you are back online.');
  await expectAccessible(page, 'offline banner');
  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await expect(page.getByText('You are online')).toBeVisible();
  // A 2 s notice.
  await expect(page.getByText('You are online')).toBeHidden({ timeout: 5_000 });
});

test('the document title follows the page and every URL change is reported as a page view', async ({ page }) => {
  await signIn(page, DEMO.staff);
  await settleShell(page);
  await expect(page).toHaveTitle('Home - Developer Console');
  // The home page's own view may still be on its way: wait for the one this navigation reports.
  const view = page.waitForRequest(
    (r) =>
      r.url().endsWith('/api/core/analytics/page-views') &&
      r.method() === 'POST' &&
      r.postDataJSON()?.path === '/workbench',
  );
  await page.getByTestId('nav-workbench').click();
  expect((await view).postDataJSON()).toEqual({ path: '/workbench', title: 'Workbench - Developer Console' });
  await expect(page).toHaveTitle('Workbench - Developer Console');
  await expect
    .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('PAGE_HISTORY') ?? '[]') as string[]).slice(0, 2)))
    .toEqual(['Workbench - Developer Console', 'Home - Developer Console']);
});
