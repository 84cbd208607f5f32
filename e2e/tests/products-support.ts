/** Helpers of the products journeys: sign in with a team in English, open a product from the gallery. */
import { expect, type Page } from '@playwright/test';
import { signIn } from '../support/session';
import { settleShell } from '../support/shell';

/**
 * Signs in and settles on the team. The user's language preference is left out of the answer, so the page stays
 * English even while another journey switches that user to German.
 */
export async function openConsole(page: Page, email: string, team?: string) {
  await page.route('**/api/core/users/*/preferences', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const res = await route.fetch();
    const body = (await res.json()) as { items?: Array<{ name: string }> };
    await route.fulfill({
      response: res,
      json: { ...body, items: (body.items ?? []).filter((p) => p.name !== 'language') },
    });
  });
  await signIn(page, email);
  await settleShell(page, team);
}

/**
 * Opens a product from the gallery as a user would (navigation inside the console, no page load): Products in
 * the side navigation, a search for its name, its card. Returns the product's id from the URL.
 */
export async function openProduct(page: Page, displayName: string): Promise<string> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(displayName);
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name: displayName, exact: true }) });
  await expect(page.getByTestId('product-card')).toHaveCount(1);
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: displayName })).toBeVisible();
  return /\/(?:apis|events)\/([0-9a-f-]{36})/.exec(page.url())![1];
}
