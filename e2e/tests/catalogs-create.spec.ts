/**
 * Issue 9 acceptance: a team admin creates a private catalog. A 12-character name answers CT1002; Publish without a
 * product is refused; three products are added, the third dragged to the top (and moved by keyboard), the catalog
 * published; the summary lists them in that order, also after a reload.
 */
import { expect, test } from '@playwright/test';
import { expectAccessibleSettled } from '../support/prompts';
import { DEMO, signIn } from '../support/session';
import { settleShell } from '../support/shell';

const PRODUCTS = ['Project Scheduling API', 'Weather Conditions API', 'Shipment Events'];

test('create with a too long name, publish refused while empty, order by dragging, publish', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.teamAdmin, '/catalogs?type=custom');
  await settleShell(page, 'Acme Integrations');
  await page.getByTestId('add-catalog-card').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a Private Catalog' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Details' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'Access' })).toBeDisabled();

  // Name: required, and the server's CT1002 over 10 characters.
  // "Save needs a name. Publish needs a name and at least one product." (spec 2 section 5)
  const name = page.getByLabel('Catalog Name');
  const save = page.getByRole('button', { name: 'Save' });
  const publish = page.getByRole('button', { name: 'Publish' });
  await name.focus();
  await name.blur();
  await expect(page.getByText('Catalog Name is mandatory.')).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(publish).toBeDisabled();
  await name.fill('TwelveChars1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Length may not exceed 10 characters (CT1002)')).toBeVisible();
  const catalogName = `K${Date.now().toString(36).slice(-7)}`;
  await name.fill(catalogName);
  await page.getByLabel('Description').fill('Plan the site, check the weather, follow the shipments.');

  // Publish needs a product: disabled, and the page says why.
  const hint = page.getByText('A catalog needs a name and at least one product to be published.');
  await expect(save).toBeEnabled();
  await expect(publish).toBeDisabled();
  await expect(hint).toBeVisible();

  await page.getByRole('tab', { name: 'Products' }).click();
  await expect(page.getByTestId('selected-products-empty')).toHaveText('No associated products found.');
  const picker = page.getByRole('combobox', { name: 'Add a product' });
  for (const product of PRODUCTS) {
    await picker.fill(product);
    await page.getByRole('option', { name: new RegExp(product) }).click();
  }
  const rows = page.getByTestId('selected-product');
  await expect(rows).toHaveCount(3);
  await expect(hint).toBeHidden();
  await expect(publish).toBeEnabled();
  // A product already picked is offered but cannot be picked again.
  await picker.fill(PRODUCTS[0]);
  await expect(page.getByRole('option', { name: new RegExp(PRODUCTS[0]) })).toBeDisabled();
  await picker.press('Escape');
  await expectAccessibleSettled(page, 'products tab');

  // Drag the third to the top; then down and back up from the keyboard (the focus follows the product).
  await rows.nth(2).dragTo(rows.nth(0));
  const order = [PRODUCTS[2], PRODUCTS[0], PRODUCTS[1]];
  await expect(rows).toContainText(order.map((p) => new RegExp(p)));
  await page.getByRole('button', { name: `Move ${PRODUCTS[2]} down` }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'moved to position 2 of 3' })).toBeAttached();
  await expect(rows.nth(1)).toContainText(PRODUCTS[2]);
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: `Move ${PRODUCTS[2]} up` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(rows).toContainText(order.map((p) => new RegExp(p)));

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Catalog published.')).toBeVisible();
  await page.waitForURL(/\/catalogs\/[^/]+\/view/);
  await expect(page.getByTestId('catalog-title')).toHaveText(catalogName);
  const listed = page.getByTestId('catalog-product').getByRole('heading');
  await expect(listed).toHaveText(order);
  await page.reload();
  await expect(listed).toHaveText(order);
  await expect(page.getByRole('link', { name: new RegExp(PRODUCTS[2]) })).toHaveAttribute('href', /^\/events\//);
  await expectAccessibleSettled(page, 'catalog summary');
});

test('a draft published from its editor opens a summary without "(Draft)"', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.teamAdmin, '/catalogs?type=custom');
  await settleShell(page, 'Acme Integrations');
  await page.getByTestId('add-catalog-card').click();
  const catalogName = `D${Date.now().toString(36).slice(-7)}`;
  await page.getByLabel('Catalog Name').fill(catalogName);
  await page.getByRole('button', { name: 'Save' }).click();
  // A new draft opens its edit page (FromCatalogCreator); its summary is read (and cached) on the way.
  await page.waitForURL(/\/catalogs\/[^/]+\/edit/);
  await expect(page.getByTestId('catalog-status')).toBeVisible();
  await page.getByRole('link', { name: catalogName }).click();
  await expect(page.getByTestId('catalog-title')).toHaveText(`${catalogName} (Draft)`);
  await page.goBack();
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('combobox', { name: 'Add a product' }).fill(PRODUCTS[0]);
  await page.getByRole('option', { name: new RegExp(PRODUCTS[0]) }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.waitForURL(/\/catalogs\/[^/]+\/view/);
  await expect(page.getByTestId('catalog-title')).toHaveText(catalogName);
});
