/**
 * API detail (spec 2 section 2.3): the manual-approval and licence notes, the licence dialog on the way to
 * subscribing, the Documentation tab (versions, sorted deployment URLs, throttling, the OpenAPI reference), and
 * what a basic user may not do.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow } from '../support/axe';
import { DEMO } from '../support/session';
import { openConsole, openProduct } from './products-support';

test('notes, the licence dialog, and the Documentation tab of an API', async ({ page }) => {
  // One sign-in for a walk through many states: more than the default minute on a busy two-core machine.
  test.setTimeout(120_000);
  await openConsole(page, DEMO.developer, 'Acme Integrations');

  await openProduct(page, 'Project Scheduling API');
  await expect(page.getByTestId('note-manual-approval')).toHaveText('Manual Approval Required');
  await expect(page.getByTestId('note-license')).toHaveCount(0);
  await expect(page).toHaveTitle('Project Scheduling API - Products - Developer Console');

  const positioning = await openProduct(page, 'Geospatial Positioning API');
  await expect(page.getByTestId('note-license')).toHaveText('Purchase/License Needed');
  await expect(page.getByTestId('product-breadcrumbs')).toContainText('Geospatial Positioning API');
  await expect(page.getByTestId('document-content')).toContainText('RTK corrections');
  await expectAccessible(page, 'API introduction');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Purchase/License Needed' });
  await expect(dialog.getByRole('link', { name: 'Click Here to Learn More' })).toHaveAttribute(
    'href',
    'https://marketplace.developer-console.local/products/geospatial-positioning',
  );
  await expectAccessible(page, 'licence dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`/apis/${positioning}/subscribe`);

  // Documentation: the newest version first, deployment URLs by environment name, throttling, the reference.
  await openProduct(page, 'Fleet Telematics API');
  await page.getByRole('tab', { name: 'Documentation' }).click();
  await expect(page.getByRole('tab', { name: 'Release Notes' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Version' })).toHaveText('2.0.0');
  const deployments = page.getByTestId('deployments').getByRole('listitem');
  await expect(deployments).toHaveCount(4);
  expect(await deployments.evaluateAll((els) => els.map((e) => e.getAttribute('data-environment')))).toEqual([
    'DEV',
    'PROD',
    'QA',
    'STAGE',
  ]);
  // Demo APIs are deployed to the console's mock upstream (issue 19).
  await expect(deployments.nth(1).getByTestId('deployment-url')).toHaveText(/\/mock\/fleet-telematics\/2\.0\.0$/);
  await expect(deployments.nth(0).getByTestId('throttling')).toHaveText('Throttling not configured');
  const prodThrottling = deployments.nth(1).getByTestId('throttling');
  await expect(prodThrottling).toHaveText('100 requests per second');
  await prodThrottling.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Limit: 1,000,000 requests per month');
  const viewer = page.getByTestId('openapi-viewer');
  // The first operation opens at once; the list names every operation by its summary.
  await expect(viewer.getByTestId('operation-path')).toHaveText('/vehicles');
  await expect(
    viewer.getByTestId('reference-list-operation').filter({ hasText: 'Active diagnostic trouble codes' }),
  ).toBeVisible();
  await expectAccessible(page, 'API documentation');

  // Version 1.0.0 has no diagnostics; the choice is in the URL.
  await page.getByRole('combobox', { name: 'Version' }).click();
  await page.getByRole('option', { name: '1.0.0' }).click();
  await expect(page).toHaveURL(/version=1\.0\.0/);
  await expect(viewer.getByTestId('operation-path')).toHaveText('/vehicles');
  await expect(viewer.getByTestId('reference-list-operation')).toHaveCount(3);
  await expect(deployments.nth(2).getByTestId('throttling')).toHaveText('Throttling not configured');

  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalOverflow(page, 'API documentation at 360 px');
});

test('a basic user cannot subscribe or edit the introduction', async ({ page }) => {
  await openConsole(page, DEMO.basic);
  const checked = page.waitForResponse((r) => /\/products\/[0-9a-f-]{36}\/checks/.test(r.url()) && r.ok());
  await openProduct(page, 'Acme Field Sync API');
  // Edit follows the product check (action document), which says no.
  expect(await (await checked).json()).toMatchObject({ action: 'document', authorized: false });
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  await page.getByTestId('subscribe-disabled').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Not authorized to subscribe this product');
  await expect(page.getByTestId('document-content').or(page.getByTestId('documentation-not-found'))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expectAccessible(page, 'API detail of a basic user');
});

// Defect 12 (issue 22): a product without an introduction answered its page's introduction request with 404.
test('a product without an introduction says so, and no request fails', async ({ page }) => {
  await openConsole(page, DEMO.developer, 'Acme Integrations');
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await openProduct(page, 'Equipment Catalog API');
  await expect(page.getByTestId('documentation-not-found')).toHaveText('Documentation not found');
  await page.getByRole('tab', { name: 'Documentation' }).click();
  await expect(page.getByTestId('openapi-viewer')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('openapi-viewer')).toBeVisible();
  await page.getByRole('tab', { name: 'Introduction' }).click();
  await expect(page.getByTestId('documentation-not-found')).toHaveText('Documentation not found');
  expect(failed).toEqual([]);
});
