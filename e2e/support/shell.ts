import { expect, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@dc/contracts';

/** The shell's state (data-shell-state): checking, agreement, configuring, restricted, team-selection, ready. */
export const shellState = (page: Page) => page.locator('[data-shell-state]');

/** Waits until the shell knows what to ask first (the agreement, a team) or that it is ready. */
export async function waitForShell(page: Page) {
  await expect(shellState(page)).toHaveAttribute('data-shell-state', /^(agreement|restricted|team-selection|ready)$/, {
    timeout: 20_000,
  });
  return (await shellState(page).getAttribute('data-shell-state')) ?? '';
}

/** Accepts the developer agreement if the shell asks for it (external users who have not accepted it yet). */
export async function acceptAgreementIfShown(page: Page) {
  if ((await waitForShell(page)) !== 'agreement') return;
  const dialog = page.getByRole('dialog', { name: 'Trimble Developer Agreement' });
  await dialog.getByRole('checkbox', { name: 'I accept the Developer Agreement.' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
}

/** Picks a team in the Team Selection dialog: the named one, or the first offered. */
export async function chooseTeam(page: Page, team?: string) {
  const dialog = page.getByRole('dialog', { name: 'Team Selection' });
  await dialog.getByRole('combobox', { name: 'Team' }).click();
  const listbox = page.getByRole('listbox', { name: 'Team' });
  await (team ? listbox.getByRole('option', { name: team }) : listbox.getByRole('option').first()).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

/** Gets past the prompts that come before the console: the agreement, then the team. */
export async function settleShell(page: Page, team?: string) {
  await acceptAgreementIfShown(page);
  if ((await waitForShell(page)) === 'team-selection') await chooseTeam(page, team);
  await expect(shellState(page)).toHaveAttribute('data-shell-state', /^(ready|restricted)$/);
}

/** Calls the server as the signed-in user (the id token the console holds). */
export async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const raw = await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.session);
  const token = (JSON.parse(raw ?? '{}') as { id_token?: string }).id_token;
  const res = await page.request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method} ${path} answered ${res.status()}`).toBe(true);
  return res.status() === 204 ? undefined : res.json();
}

export async function preferencesOf(page: Page): Promise<Record<string, string>> {
  const me = (await api(page, 'GET', '/api/profiles/users/me')) as { uuid: string };
  const { items } = (await api(page, 'GET', `/api/core/users/${me.uuid}/preferences`)) as {
    items: Array<{ name: string; value: string }>;
  };
  return Object.fromEntries(items.map((p) => [p.name, p.value]));
}

export async function setPreference(page: Page, name: string, value: string) {
  const me = (await api(page, 'GET', '/api/profiles/users/me')) as { uuid: string };
  await api(page, 'POST', `/api/core/users/${me.uuid}/preferences`, { name, value });
}
