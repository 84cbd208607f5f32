/** Linter: the OWASP API Security ruleset picked beside the recommended ones; the page names the engine and times. */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { PETSTORE, dropFile, openLinterAsStaff, resultRows } from './linter-support';

const shots = path.resolve(import.meta.dirname, '../../test-results/linter-screens');

for (const width of [1280, 360]) {
  test(`OWASP ruleset at ${width} px: its rules appear with the recommended ones, engine and stage times shown`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await openLinterAsStaff(page);
    await page.getByRole('radio', { name: 'Recommended + OWASP API Security' }).check();
    await dropFile(page, 'petstore.yaml', PETSTORE);
    await expect(page.getByTestId('lint-results')).toBeVisible({ timeout: 30_000 });
    const rules = new Set((await resultRows(page)).map((r) => r.rule));
    expect(rules).toContain('info-contact');
    expect([...rules].some((rule) => rule.startsWith('owasp:api'))).toBe(true);
    await expect(page.getByTestId('lint-engine')).toContainText(/Linted by Spectral · reading \d+ ms · parsing \d+ ms/);
    await expectAccessible(page, `linter owasp results ${width}`);
    await page.screenshot({ path: path.join(shots, `linter-owasp-${width}.png`), fullPage: true });
  });
}
