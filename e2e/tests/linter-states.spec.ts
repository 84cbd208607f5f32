/**
 * Linter: the in-between states at 1280 and 360 px (idle, progress, results; FAILED; still running after the
 * last poll). Progress and the end states come from the real server except where a status is held fixed by
 * answering the poll in the browser (RUNNING for the screenshot and for the 20 polls; FAILED).
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LINTER_POLL_INTERVAL_MS, LINTER_POLL_RETRIES } from '@dc/contracts';
import { expectAccessible, expectNoHorizontalOverflow } from '../support/axe';
import { PETSTORE, dropFile, openLinterAsStaff } from './linter-support';

const JOB_URL = /\/api\/linter\/specs\/linter\/[0-9a-f-]{36}$/;
const shots = path.resolve(import.meta.dirname, '../../test-results/linter-screens');

/** Answers every poll with the real job, changed by `patch`; counts the polls answered. */
async function holdStatus(page: Page, patch: Record<string, unknown>) {
  const seen = { polls: 0 };
  await page.route(JOB_URL, async (route) => {
    const real = await route.fetch();
    await route.fulfill({ response: real, json: { ...(await real.json()), results: null, counts: null, ...patch } });
    seen.polls++;
  });
  return seen;
}

for (const [width, height] of [
  [1280, 800],
  [360, 740],
] as const) {
  test(`idle, progress and results at ${width} px`, async ({ page }) => {
    // Two axe runs (one over the whole results table) and four screenshots: past a minute on a busy machine.
    test.slow();
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

    // A poll may be in the handler (the page polls every 2 s while axe and the screenshots run): let it answer, or
    // the unrouted request goes on to the server and the handler's fulfill fails with 'Route is already handled'.
    await page.unrouteAll({ behavior: 'wait' });
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
  // 21 polls, each read from the real server through the route: over a minute on a busy 2-core machine.
  test.slow();
  // The page's clock is Playwright's: it runs in real time, and each wait of 2000 ms is skipped once the poll before
  // it was answered (40 s of waiting would otherwise hold a worker of the 2-core CI machine).
  await page.clock.install();
  await openLinterAsStaff(page);
  const seen = await holdStatus(page, { status: 'RUNNING', stage: 'linting', progress: 35 });
  await dropFile(page, 'slow.yaml', PETSTORE);
  await expect.poll(() => seen.polls).toBe(1);
  await page.waitForTimeout(100);
  const started = await page.evaluate(() => Date.now());
  const notice = page.getByTestId('lint-still-running');
  for (let poll = 2; poll <= 21; poll++) {
    await expect(notice).toBeHidden();
    await page.clock.fastForward(LINTER_POLL_INTERVAL_MS);
    await expect.poll(() => seen.polls).toBe(poll);
    // A tick while a poll is still being read is dropped by the query (it never overlaps polls): let it settle.
    await page.waitForTimeout(100);
  }
  await expect(notice).toBeVisible();
  const elapsed = (await page.evaluate(() => Date.now())) - started;
  const ref = new URL(page.url()).searchParams.get('ref');
  await expect(notice).toContainText(`check back later with reference ${ref}`);
  expect(elapsed).toBeGreaterThanOrEqual(LINTER_POLL_RETRIES * LINTER_POLL_INTERVAL_MS);
  // No 22nd poll, however long the page waits.
  await page.clock.fastForward(5 * LINTER_POLL_INTERVAL_MS);
  await page.waitForTimeout(500);
  expect(seen.polls).toBe(LINTER_POLL_RETRIES + 1);
  await expectAccessible(page, 'linter still running');
  await page.screenshot({ path: path.join(shots, 'still-running-1280.png'), fullPage: true });

  await page.unroute(JOB_URL);
  await notice.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByTestId('lint-results')).toBeVisible({ timeout: 15_000 });
});
