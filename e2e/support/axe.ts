import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on serious or critical accessibility violations of the page as it is now.
 * Legacy mode runs axe.run in the page itself: the default opens a blank page per check to merge frame results
 * (axe.finishRun), which doubled each check's cost on a busy machine. Only violations are collected: the passes
 * and incomplete lists, which nothing reads, are most of axe's result-building work. Same rules, same verdicts.
 */
export async function expectAccessible(page: Page, context = page.url()) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary, `axe violations on ${context}`).toEqual([]);
}

/**
 * The page fits its viewport: nothing scrolls sideways (spec: usable at 360 px wide). Polls, so a layout that is
 * still following a resize (the side navigation collapsing) gets its moment.
 */
export async function expectNoHorizontalOverflow(page: Page, context = page.url()) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `horizontal overflow on ${context}`,
    })
    .toBeLessThanOrEqual(0);
}
