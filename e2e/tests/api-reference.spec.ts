/**
 * The product's own API reference (issue 19): the first operation at once, search and deep links, a recursive
 * schema opened three levels, and full screen left with Escape.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow } from '../support/axe';
import { DEMO } from '../support/session';
import { openConsole, openProduct } from './products-support';

test('search, deep link, a recursive schema three levels down, and full screen', async ({ page }) => {
  test.setTimeout(120_000);
  await openConsole(page, DEMO.developer, 'Acme Integrations');
  const id = await openProduct(page, 'Work Orders API');
  await page.getByRole('tab', { name: 'Documentation' }).click();
  const viewer = page.getByTestId('openapi-viewer');
  await expect(viewer.getByTestId('operation-path')).toHaveText('/work-orders');
  await expect(viewer.getByTestId('operation-summary')).toHaveText('Open work orders');

  // Search finds the operation; choosing it puts its deep link in the URL.
  await viewer.getByRole('searchbox', { name: 'Search operations and schemas' }).fill('close');
  await expect(viewer.getByTestId('reference-list-operation')).toHaveCount(1);
  await viewer.getByTestId('reference-list-operation').click();
  await expect(viewer.getByTestId('operation-summary')).toHaveText('Close a work order with the work done');
  await expect(page).toHaveURL(/#operation\/closeWorkOrder$/);
  await expectAccessible(page, 'API reference with a search');

  // The deep link opens that operation on a fresh load.
  await page.goto(`/apis/${id}?tab=documentation#operation/closeWorkOrder`);
  await expect(page.getByTestId('operation-summary')).toHaveText('Close a work order with the work done');
  await page.goto(`/apis/${id}?tab=documentation#schema/WorkOrder`);
  const schema = page.getByTestId('reference-schema');
  await expect(schema.getByRole('heading', { name: 'Schema WorkOrder' })).toBeVisible();

  // WorkOrder.subtasks is an array of WorkOrder: each level opens on demand, never all at once.
  for (let level = 1; level <= 3; level++) {
    await schema.getByRole('button', { name: 'Show the properties of subtasks' }).last().click();
    // Every subtasks row says it refers back: the top one and one per opened level.
    await expect(schema.getByText('refers back to WorkOrder')).toHaveCount(level + 1);
    await expect(schema.getByRole('button', { name: 'Hide the properties of subtasks' })).toHaveCount(level);
  }
  await expect(schema.getByTestId('schema-property').filter({ hasText: /^assetId/ })).toHaveCount(4);
  await expectAccessible(page, 'a recursive schema opened three levels');

  // Full screen on the reference; Escape leaves it.
  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect
    .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid')))
    .toBe('viewer-frame');
  await page.keyboard.press('Escape');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();

  await page.screenshot({ path: 'test-results/api-reference-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalOverflow(page, 'API reference at 360 px');
  await page.screenshot({ path: 'test-results/api-reference-360.png', fullPage: true });
});
