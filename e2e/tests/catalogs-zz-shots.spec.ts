/**
 * Screenshots of every catalogs page at desktop and 360 px width (for review; no assertions beyond the pages being
 * there, no horizontal overflow and no serious axe findings). Written to /tmp/h9-shots.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow } from '../support/axe';
import { DEMO, signIn } from '../support/session';
import { api, settleShell } from '../support/shell';

const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `/tmp/h9-shots/${name}-${width}.png`, fullPage: true });

test('catalog screens', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO.teamAdmin);
  await settleShell(page, 'Acme Integrations');
  await page.goto('/catalogs?type=custom');
  await expect(page.getByTestId('catalog-card').first()).toBeVisible();
  const teams = (await api(page, 'GET', '/api/profiles/users/me')) as { uuid: string };
  void teams;
  const kit = await page
    .getByTestId('catalog-card')
    .filter({ hasText: 'Acme Field Kit' })
    .getAttribute('data-catalog-id');
  const pages: Array<[string, string, string]> = [
    ['gallery-private', '/catalogs?type=custom', 'catalog-cards'],
    ['gallery-industry', '/catalogs?type=industry', 'catalog-cards'],
    ['viewer', `/catalogs/${kit}/view?type=custom`, 'catalog-product'],
    ['viewer-details', `/catalogs/${kit}/view?type=custom&tab=details`, 'catalog-details'],
    ['viewer-support', `/catalogs/${kit}/view?type=custom&tab=support`, 'catalog-support'],
    ['create', '/catalogs/create', 'catalog-editor'],
    ['edit-name', `/catalogs/${kit}/edit`, 'catalog-editor'],
    ['edit-products', `/catalogs/${kit}/edit?tab=products`, 'selected-products'],
    ['edit-details', `/catalogs/${kit}/edit?tab=details`, 'catalog-details-preview'],
    ['edit-access', `/catalogs/${kit}/edit?tab=access`, 'relations-table'],
    ['accept', `/catalogs/${kit}/email/aaaaaaaaaaaaaaaaaaaa`, 'accept-catalog-dialog'],
    ['not-found', '/catalogs/a/b/c', 'error-page'],
  ];
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    for (const [name, path, testId] of pages) {
      await page.goto(path);
      await expect(page.getByTestId(testId).first()).toBeVisible();
      await page.waitForTimeout(400);
      await shot(page, name, width);
      await expectNoHorizontalOverflow(page, `${name} at ${width}`);
      await expectAccessible(page, `${name} at ${width}`);
    }
    await page.goto(`/catalogs/${kit}/view?type=custom`);
    await page.getByRole('button', { name: 'List' }).click();
    await expect(page.getByTestId('catalog-product-table')).toBeVisible();
    await shot(page, 'viewer-list', width);
    await expectAccessible(page, `list at ${width}`);
  }
});
