import type { Locator, Page } from '@playwright/test';

/** The navigation entries shown, by key (data-testid nav-<key>), in order; the collapse toggle left out. */
export async function navKeys(page: Page, scope: Locator = page.getByTestId('side-nav')): Promise<string[]> {
  const ids = await scope
    .locator('[data-testid^="nav-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  return ids.map((id) => (id ?? '').replace(/^nav-/, '')).filter((key) => key !== 'toggle');
}
