/** Products gallery (spec 2 section 2.1): search and type in the URL, type filter rules, sort, paging, redirects. */
import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow } from '../support/axe';
import { DEMO } from '../support/session';
import { openConsole } from './products-support';

test('the gallery searches, filters by type, sorts and pages, all kept in the URL', async ({ page }) => {
  // One sign-in for a walk through many states: more than the default minute on a busy two-core machine.
  test.setTimeout(120_000);
  await openConsole(page, DEMO.developer, 'Acme Integrations');
  await page.goto('/products');
  await expect(page).toHaveURL(/\/apim$/);
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(6);
  await expect(page.getByTestId('gallery-count')).toHaveText(/\d+ products/);
  await expectAccessible(page, 'gallery');

  // Search 'ship' and the event type only.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('ship');
  await expect(page).toHaveURL(/searchText=ship/);
  await expect(cards.filter({ hasText: 'Shipment Tracking API' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Type: All' }).click();
  const filter = page.getByRole('dialog', { name: 'Product type' });
  await filter.getByRole('checkbox', { name: 'API' }).uncheck();
  await filter.getByRole('checkbox', { name: 'Event' }).uncheck();
  await expect(filter.getByText('Choose at least one type.')).toBeVisible();
  await expect(filter.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await expectAccessible(page, 'gallery type filter');
  await filter.getByRole('checkbox', { name: 'Event' }).check();
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/searchText=ship&type=event/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Shipment Events');
  await expect(cards.first()).toHaveAttribute('data-product-type', 'event');

  // The URL carries the state through a reload.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('ship');
  await expect(page.getByRole('button', { name: 'Type: Event' })).toBeVisible();
  await expect(cards).toHaveCount(1);

  // Reset restores both types.
  await page.getByRole('button', { name: 'Type: Event' }).click();
  await page.getByRole('dialog', { name: 'Product type' }).getByRole('button', { name: 'Reset' }).click();
  await expect(page).not.toHaveURL(/type=/);
  await expect(cards.filter({ hasText: 'Shipment Tracking API' })).toHaveCount(1);

  // Nothing matches: 'No Products found'.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('no such product anywhere');
  await expect(page.getByText('No Products found')).toBeVisible();

  // Recent first: creation dates descending, on this page and the next.
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(cards).toHaveCount(6);
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Date created' }).click();
  await expect(page).toHaveURL(/sort=recent/);
  const settled = () => expect(page.getByTestId('gallery-cards')).toHaveAttribute('aria-busy', 'false');
  await settled();
  const created = async () => cards.evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute('data-created')!)));
  // The cards re-order a moment after the URL changes: wait until six cards show newest first.
  const descending = (dates: number[]) => dates.every((d, i) => i === 0 || dates[i - 1] >= d);
  await expect.poll(async () => ((c) => c.length === 6 && descending(c))(await created())).toBe(true);
  const first = await created();
  expect(first).toEqual([...first].sort((a, b) => b - a));
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await settled();
  await expect.poll(async () => (await created())[0] ?? Infinity).toBeLessThanOrEqual(first[5]);
  await expect.poll(async () => descending(await created())).toBe(true);
  const second = await created();
  expect(second).toEqual([...second].sort((a, b) => b - a));

  // A card opens the product.
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/(apis|events)\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('product-breadcrumbs')).toContainText('Products');
});

test('/apis, /events and /products/{id} lead to the right screens; the gallery fits 360 px', async ({ page }) => {
  test.setTimeout(120_000);
  await openConsole(page, DEMO.developer, 'Acme Integrations');
  await page.goto('/events');
  await expect(page).toHaveURL(/\/apim\?type=event$/);
  const events = page.getByTestId('product-card');
  await expect(events.first()).toHaveAttribute('data-product-type', 'event');
  const link = events.filter({ hasText: 'Shipment Events' }).getByRole('link');
  const id = /\/events\/([0-9a-f-]{36})$/.exec((await link.getAttribute('href')) ?? '')![1];

  // The product summary finds the product's own page; the breadcrumb names it.
  await page.goto(`/products/${id}`);
  await expect(page).toHaveURL(`/events/${id}`);
  await expect(page.getByTestId('product-breadcrumbs')).toContainText('Shipment Events');
  await page.goto('/events/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'The Event product does not exist' })).toBeVisible();
  await expectAccessible(page, 'unknown event product');

  await page.goto('/apis');
  await expect(page).toHaveURL(/\/apim\?type=api$/);
  await expect(page.getByTestId('product-card').first()).toHaveAttribute('data-product-type', 'api');
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalOverflow(page, 'gallery at 360 px');
  await expectAccessible(page, 'gallery at 360 px');
});
