/**
 * An editor edits an API introduction (spec 2 sections 2.3, 7 "Documents"); event detail shows its versions,
 * environments and AsyncAPI reference (spec 2 section 2.4).
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { DEMO } from '../support/session';
import { openConsole, openProduct } from './products-support';
import { closeWithEscape } from '../support/prompts';

const INTRODUCTION = `title: Field Sync for crews
summary: Timesheets and daily reports from the field, in one upload.
markdown: |
  Send the **daily report** before 18:00.
`;

test('an editor of the owning team edits the introduction, and a wrong file is refused', async ({ page }) => {
  await openConsole(page, DEMO.teamAdmin, 'Acme Integrations');
  await openProduct(page, 'Acme Field Sync API');
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit introduction' });
  await expectAccessible(page, 'edit introduction dialog');

  const input = dialog.locator('input[type="file"]');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Just some notes.') });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByTestId('introduction-error')).toHaveText('Invalid file type, upload JSON or YAML.');

  await input.setInputFiles({
    name: 'introduction.yaml',
    mimeType: 'application/yaml',
    buffer: Buffer.from(INTRODUCTION),
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByTestId('introduction-saved')).toBeVisible();
  // The API introduction dialog closes 3 s after the save, then the introduction reloads.
  await expect(dialog).toBeHidden({ timeout: 6_000 });
  const content = page.getByTestId('document-content');
  await expect(content.getByRole('heading', { name: 'Field Sync for crews' })).toBeVisible();
  await expect(content.locator('strong')).toHaveText('daily report');
});

test('event detail: versions and environments by team, production icon, AsyncAPI reference', async ({ page }) => {
  await openConsole(page, DEMO.staff);
  await openProduct(page, 'Shipment Events');
  // The staff admin's team may subscribe: Subscribe opens the wizard (event-subscriptions-wizard.spec.ts).
  await expect(page.getByRole('button', { name: 'Subscribe', exact: true })).toBeEnabled();
  await page.getByRole('tab', { name: 'Documentation' }).click();
  // An internal team sees every version: the newest (AsyncAPI 3, dev and qa only) first.
  await expect(page.getByRole('combobox', { name: 'Version' })).toHaveText('2.0.0');
  const viewer = page.getByTestId('asyncapi-viewer');
  await expect(viewer.getByTestId('asyncapi-operation')).toHaveCount(2);
  await expect(viewer).toContainText('shipments/v2/status');
  await expect(viewer.getByText('AsyncAPI 3.0.0')).toBeVisible();
  await expectAccessible(page, 'event documentation');

  await page.getByRole('combobox', { name: 'Version' }).click();
  await page.getByRole('option', { name: '1.0.0' }).click();
  await expect(page).toHaveURL(/version=1\.0\.0/);
  await expect(page.getByRole('combobox', { name: 'Environment' })).toContainText('Production');
  await expect(page.getByRole('combobox', { name: 'Environment' }).getByTestId('production-icon')).toBeVisible();
  await page.getByRole('combobox', { name: 'Environment' }).click();
  await expect(page.getByRole('option')).toHaveCount(4);
  await page.getByRole('option', { name: /Development/ }).click();
  await expect(page).toHaveURL(/environment=dev/);
  await expect(viewer.getByTestId('asyncapi-servers')).toContainText('dev');
  await expect(viewer.getByTestId('asyncapi-operation')).toHaveCount(1);
  await expect(viewer.getByTestId('asyncapi-message')).toContainText('Shipment status changed');
});

test('an event product for an external team: prd entries only, and the Support form', async ({ page }) => {
  await openConsole(page, DEMO.developer, 'Acme Integrations');
  await openProduct(page, 'Shipment Events');
  await page.getByRole('tab', { name: 'Documentation' }).click();
  await expect(page.getByRole('combobox', { name: 'Version' })).toHaveText('1.0.0');
  await page.getByRole('combobox', { name: 'Version' }).click();
  await expect(page.getByRole('option')).toHaveCount(1);
  await closeWithEscape(page, page.getByRole('listbox'));
  await expect(page.getByRole('combobox', { name: 'Environment' })).toContainText('Production');
  await expect(page.getByTestId('asyncapi-operation')).toHaveCount(1);
  // Support: the shared Contact Us form.
  await page.getByRole('tab', { name: 'Support' }).click();
  await expect(page.getByTestId('support-panel').getByRole('textbox', { name: 'Message' })).toBeVisible();

  await expectAccessible(page, 'event support tab');
});
