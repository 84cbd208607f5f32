/**
 * Issue 9 acceptance: a member who is not an admin sees the team's catalog without Edit or Remove, no add card, and
 * is sent back from the edit page (the server's refusals are covered by its tests). With the CATALOGS flag served
 * off, /catalogs is the 404 page (the API's 404 is covered by the server tests).
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { DEMO, signIn } from '../support/session';
import { settleShell } from '../support/shell';

test('a developer reads a catalog but cannot change it; the flag off hides the area', async ({ page }) => {
  await signIn(page, DEMO.developer, '/catalogs?type=custom');
  await settleShell(page, 'Acme Integrations');
  const kit = page.getByTestId('catalog-card').filter({ hasText: 'Acme Field Kit' });
  await expect(kit).toBeVisible();
  await expect(page.getByTestId('add-catalog-card')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Core' })).toHaveCount(0);
  await kit.click();
  await expect(page.getByTestId('catalog-title')).toHaveText('Acme Field Kit');
  await expect(page.getByTestId('catalog-product')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await expectAccessible(page, 'summary as a developer');

  const summary = page.url();
  await page.goto(summary.replace('/view', '/edit').replace(/\?.*$/, ''));
  await expect(page.getByTestId('catalog-sent-back')).toBeVisible();
  await page.waitForURL(/\/view/);

  await page.route('**/ui-config/feature-toggler.json*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), CATALOGS: false } });
  });
  await page.goto('/catalogs');
  await expect(page.getByTestId('error-status')).toHaveText('404');
});
