/**
 * Linter: the in-between states at 1280 and 360 px (idle, progress, results; FAILED; still running after the
 * last poll). Progress and the end states come from the real server except where a status is held fixed by
 * answering the poll in the browser (RUNNING for the screenshot and for the 20 polls; FAILED).
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow } from '../support/axe';
import { PETSTORE, dropFile, openLinterAsStaff } from './linter-support';

const JOB_URL = /\/api\/linter\/specs\/linter\/[0-9a-f-]{36}$/;
const shots = path.resolve(import.meta.dirname, '../../test-results/linter-screens');

/** Answers every poll with the real job, changed by `patch`; returns how many polls were answered. */
async function holdStatus(page: Page, patch: Record<string, unknown>) {
  const seen = { polls: 0 };
  await page.route(JOB_URL, async (route) => {
    seen.polls++;
    const real = await route.fetch();
    await route.fulfill({ response: real, json: { ...(await real.json()), results: null, counts: null, ...patch } });
  });
  return seen;
}

for (const [width, height] of [
  [1280, 800],
  [360, 740],
] as const) {
  test(`idle, progress and results at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openLinterAsStaff(page);
    await expectNoHorizontalOverflow(page, `idle ${width}`);
    await page.screenshot({ path: path.join(shots, `idle-${width}.png`), fullPage: true });

    await holdStatus(page, { status: 'RUNNING', stage: 'linting', progress: 35 });
    await dropFile(page, 'petstore.yaml', PETSTORE);
    await expect(page.getByTestId('lint-progress')).toContainText('Linting…');
    await expect(page.getByTestId('lint-progress')).toContainText('35%');
    await expectNoHorizontalOverflow(page, `progress ${width}`);
    await expectAccessible(page, `linter progress ${width}`);
    await page.screenshot({ path: path.join(shots, `progress-${width}.png`), fullPage: true });

    await page.unroute(JOB_URL);
    await expect(page.getByTestId('lint-results')).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('lint-summary').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, `results-top-${width}.png`) });
    await page.getByTestId('lint-position').last().click();
    await expect(page.getByTestId('source-lines').locator('[data-highlighted]')).toHaveAttribute('data-line', '26');
    await expectNoHorizontalOverflow(page, `results ${width}`);
    await expectAccessible(page, `linter results ${width}`);
    await page.getByTestId('lint-result-detail').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, `results-${width}.png`) });
  });
}

test("FAILED shows 'Linting failed. Please try again.' with the reason", async ({ page }) => {
  await openLinterAsStaff(page);
  const reason = 'Linting needed more than the limit of 4096 MB of memory.';
  await holdStatus(page, { status: 'FAILED', stage: 'done', progress: 100, failure: 'memory', reason });
  await dropFile(page, 'petstore.yaml', PETSTORE);
  const alert = page.getByTestId('lint-failed');
  await expect(alert).toContainText('Linting failed. Please try again.');
  await expect(alert).toContainText(reason);
  await expectAccessible(page, 'linter failed');
  await page.screenshot({ path: path.join(shots, 'failed-1280.png'), fullPage: true });
  await alert.getByRole('button', { name: 'Lint another file' }).click();
  await expect(page.getByTestId('file-drop-zone')).toHaveAttribute('data-state', 'idle');
});

test('after 20 retries every 2000 ms a running job shows "still running, check back" with its reference', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openLinterAsStaff(page);
  const seen = await holdStatus(page, { status: 'RUNNING', stage: 'linting', progress: 35 });
  const started = Date.now();
  await dropFile(page, 'slow.yaml', PETSTORE);
  const notice = page.getByTestId('lint-still-running');
  await expect(notice).toBeVisible({ timeout: 70_000 });
  const elapsed = Date.now() - started;
  const ref = new URL(page.url()).searchParams.get('ref');
  await expect(notice).toContainText(`check back later with reference ${ref}`);
  expect(seen.polls).toBe(21);
  expect(elapsed).toBeGreaterThan(20 * 2000 - 1000);
  await page.waitForTimeout(4500);
  expect(seen.polls).toBe(21);
  await expectAccessible(page, 'linter still running');
  await page.screenshot({ path: path.join(shots, 'still-running-1280.png'), fullPage: true });

  await page.unroute(JOB_URL);
  await notice.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByTestId('lint-results')).toBeVisible({ timeout: 15_000 });
});
