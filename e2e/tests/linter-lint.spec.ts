/** Linter: drop a small OpenAPI file and get exactly what `spectral lint` reports, at the same lines. */
import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { PETSTORE, dropFile, openLinterAsStaff, resultRows, spectralCliRows } from './linter-support';

test('a dropped OpenAPI file shows the Spectral CLI results, filterable, with its source and downloads', async ({
  page,
}) => {
  await openLinterAsStaff(page);
  await expect(page.getByTestId('file-drop-zone')).toHaveAttribute('data-state', 'idle');
  await expectAccessible(page, 'linter idle');

  await dropFile(page, 'petstore.yaml', PETSTORE);
  await expect(page.getByTestId('drop-zone-file')).toContainText('petstore.yaml');
  await expect(page).toHaveURL(/[?&]ref=[0-9a-f-]{36}/, { timeout: 15_000 });
  await expect(page.getByTestId('lint-results')).toBeVisible({ timeout: 30_000 });

  const cli = await spectralCliRows('petstore.yaml', PETSTORE);
  expect(cli.length).toBeGreaterThan(5);
  expect(await resultRows(page)).toEqual(cli);
  await expect(page.getByTestId('count-error')).toHaveText('Error: 1');
  await expect(page.getByTestId('count-warning')).toHaveText('Warning: 8');
  await expectAccessible(page, 'linter results');

  // The selected problem's lines are highlighted in the source view.
  await page.getByRole('button', { name: 'Show line 26, column 23 in the source' }).click();
  const source = page.getByTestId('source-lines');
  await expect(source.locator('[data-highlighted]')).toHaveAttribute('data-line', '26');
  await expect(source.locator('[data-line="26"]')).toContainText("$ref: '#/components/schemas/Missing'");

  // Filters: by severity, then by rule; grouping by rule.
  await page.getByTestId('filter-error').click();
  expect((await resultRows(page)).map((r) => r.rule)).toEqual(['invalid-ref']);
  await page.getByTestId('filter-error').click();
  await page.getByRole('combobox', { name: 'Rule' }).click();
  await page.getByRole('option', { name: 'operation-tags (2)' }).click();
  expect((await resultRows(page)).map((r) => r.position)).toEqual(['7:9', '12:9']);
  await page.getByRole('combobox', { name: 'Rule' }).click();
  await page.getByRole('option', { name: 'All rules' }).click();
  await page.getByLabel('Group by rule').check();
  await expect(page.getByRole('rowheader', { name: /invalid-ref · 1 problem/ })).toBeVisible();

  const json = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download results: JSON' }).click();
  const jsonFile = await json;
  expect(jsonFile.suggestedFilename()).toBe('petstore.lint.json');
  const saved = JSON.parse(await fs.readFile((await jsonFile.path())!, 'utf8'));
  expect(saved).toMatchObject({ status: 'SUCCEEDED', counts: { error: 1, warning: 8 } });
  expect(saved.results).toHaveLength(cli.length);

  const sarif = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download results: SARIF' }).click();
  const sarifFile = await sarif;
  expect(sarifFile.suggestedFilename()).toBe('petstore.sarif');
  const log = JSON.parse(await fs.readFile((await sarifFile.path())!, 'utf8'));
  expect(log.version).toBe('2.1.0');
  expect(log.runs[0].results).toHaveLength(cli.length);

  // A reload finds the job again by its reference (the source now comes from the server).
  await page.reload();
  await expect(page.getByTestId('lint-results')).toBeVisible();
  await page.getByRole('button', { name: 'Show line 26, column 23 in the source' }).click();
  await expect(page.getByTestId('source-lines').locator('[data-highlighted]')).toHaveAttribute('data-line', '26');
});
