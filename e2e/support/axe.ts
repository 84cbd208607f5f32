import AxeBuilder from '@axe-core/playwright';
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';

// What AxeBuilder evaluates in each frame before its run: axe is already there (ensureAxe), only its configuration
// is applied again.
const ALREADY_INJECTED = ';';
const AXE_PRESENT = `typeof window.axe?.run === 'function' && window.axe.version === ${JSON.stringify(axe.version)}`;

/**
 * Puts axe into a frame unless it is already there. @axe-core/playwright evaluates the 550 KB script into the page
 * twice per check (and into every frame), which was the larger half of a check on a busy machine; a page that stays
 * the same document between checks (the console's own navigation) keeps its axe. A frame that cannot take it
 * (sandboxed, detached, gone) is left out, as the library does.
 */
async function ensureAxe(frame: Frame, required: boolean) {
  try {
    if (!(await frame.evaluate(AXE_PRESENT))) await frame.evaluate(axe.source);
  } catch (error) {
    if (required) throw error;
  }
}

/**
 * axe.run in the page (AxeBuilder's legacy mode), with axe put first into each frame the run reaches: all of them
 * unless `iframes: false`.
 */
export async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  await ensureAxe(page.mainFrame(), true);
  if (options.iframes !== false) for (const frame of page.frames().slice(1)) await ensureAxe(frame, false);
  return new AxeBuilder({ page, axeSource: ALREADY_INJECTED }).setLegacyMode(true).options(options).analyze();
}

/**
 * The rules that can only report minor or moderate violations. axe gives every result of a rule that has an impact
 * that impact (its _finalizeRuleResult), and all of axe's rules have one; the checks below fail only on serious and
 * critical violations, so they leave these rules out: the same verdicts for about a quarter less of axe's time.
 */
const BELOW_SERIOUS = (axe as unknown as { _audit: { rules: Array<{ id: string; impact?: string }> } })._audit.rules
  .filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate')
  .map((rule) => rule.id);

/** Options for a run whose only question is whether there are serious or critical violations. */
export const SERIOUS_ONLY: RunOptions = {
  resultTypes: ['violations'],
  rules: Object.fromEntries(BELOW_SERIOUS.map((id) => [id, { enabled: false }])),
};

/** The serious and critical violations of a run, one line each. */
export function seriousViolations({ violations }: AxeResults) {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/**
 * Fails on serious or critical accessibility violations of the page as it is now. Legacy mode runs axe in the page
 * itself: the default opens a blank page per check to merge frame results (axe.finishRun), which doubled each
 * check's cost on a busy machine. Only violations are collected: the passes and incomplete lists,
 * which nothing reads, are most of axe's result-building work. Only the rules that can report serious or critical
 * violations run (SERIOUS_ONLY). Same verdicts.
 */
export async function expectAccessible(page: Page, context = page.url()) {
  const results = await runAxe(page, SERIOUS_ONLY);
  expect(seriousViolations(results), `axe violations on ${context}`).toEqual([]);
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
