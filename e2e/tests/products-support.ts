/** Helpers of the products journeys: sign in with a team, find a product's id, keep the console in English. */
import { expect, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@dc/contracts';
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
    await route.fulfill({ response: res, json: { ...body, items: (body.items ?? []).filter((p) => p.name !== 'language') } });
  });
  await signIn(page, email);
  await settleShell(page, team);
}

/** The uuid of a product the current team sees, by its display name (the gallery's own service call). */
export async function productId(page: Page, displayName: string): Promise<string> {
  const { token, team } = await page.evaluate((keys) => {
    const session = JSON.parse(localStorage.getItem(keys.session) ?? '{}') as { id_token?: string };
    const teams = JSON.parse(localStorage.getItem(keys.currentTeam) ?? '{}') as Record<string, { uuid: string }>;
    return { token: session.id_token, team: Object.values(teams)[0]?.uuid };
  }, STORAGE_KEYS);
  const res = await page.request.get(`/api/products/products?pageSize=100&searchText=${encodeURIComponent(displayName)}`, {
    headers: { Authorization: `Bearer ${token}`, team_uuid: team ?? '' },
  });
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: Array<{ uuid: string; displayName: string }> };
  const found = items.find((p) => p.displayName === displayName);
  expect(found, `product ${displayName}`).toBeDefined();
  return found!.uuid;
}
