/** Helpers of the template journeys: calls as the signed-in user in the current team, CodeMirror input, shots. */
import { expect, type Page } from '@playwright/test';
import { STORAGE_KEYS, TEMPLATE_TEAM_HEADER } from '@dc/contracts';
import { runAxe, SERIOUS_ONLY, seriousViolations } from '../support/axe';
import { DEMO } from '../support/session';

export const SHOTS = process.env.H10_SHOTS;

/** Calls the server as the staff admin, naming the current team in the team_uuid header. */
export async function teamApi<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const [session, teams] = await page.evaluate(
    (keys) => [localStorage.getItem(keys[0]), localStorage.getItem(keys[1])],
    [STORAGE_KEYS.session, STORAGE_KEYS.currentTeam],
  );
  const token = (JSON.parse(session ?? '{}') as { id_token: string }).id_token;
  const team = (JSON.parse(teams ?? '{}') as Record<string, { uuid: string }>)[DEMO.staff].uuid;
  const res = await page.request.fetch(path, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}`, [TEMPLATE_TEAM_HEADER]: team },
  });
  expect(res.ok(), `${method} ${path} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/** Replaces the text of the visible CodeMirror editor. */
export async function fillCode(page: Page, text: string) {
  const editor = page.locator('.cm-content').first();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** A full-page screenshot when H10_SHOTS names a folder (looked at by hand, not compared). */
export async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * expectAccessible for pages with the e-mail preview: axe cannot run inside the frame (sandbox without
 * allow-scripts), so it skips frames and runs in the page alone (legacy mode: no helper page, which hung beside
 * the frame); the e-mail HTML is the renderer's concern.
 */
export async function expectAccessibleAroundPreview(page: Page, context: string) {
  const results = await runAxe(page, { ...SERIOUS_ONLY, iframes: false });
  expect(seriousViolations(results), `axe violations on ${context}`).toEqual([]);
}
