/**
 * A big document in the API reference (issue 19): GitHub's first 675 paths (1,029 operations, the slice of
 * its REST description) show their first operation, without the document being sent whole, and search finds an
 * operation among them.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { PRODUCT_TEAM_HEADER, STORAGE_KEYS } from '@dc/contracts';
import { githubDocument } from '../../bench/viewer-documents.js';
import { expectAccessible } from '../support/axe';
import { DEMO } from '../support/session';
import { openConsole } from './products-support';

test("GitHub's 1,029 operations: the first one at once, the document never sent whole, search finds one", async ({
  page,
}) => {
  // Publishing validates 4 MB of OpenAPI: tens of seconds on a busy machine.
  test.setTimeout(240_000);
  await openConsole(page, DEMO.staff);
  const doc = await githubDocument(675);
  const [session, teams] = await page.evaluate(
    (keys) => [localStorage.getItem(keys[0]), localStorage.getItem(keys[1])],
    [STORAGE_KEYS.session, STORAGE_KEYS.currentTeam],
  );
  const token = (JSON.parse(session ?? '{}') as { id_token: string }).id_token;
  const team = (JSON.parse(teams ?? '{}') as Record<string, { uuid: string }>)[DEMO.staff].uuid;
  const name = `github-slice-${randomUUID().slice(0, 8)}`;
  const published = await page.request.post('/api/products/products', {
    headers: { Authorization: `Bearer ${token}`, [PRODUCT_TEAM_HEADER]: team },
    multipart: {
      file: { name: `${name}.json`, mimeType: 'application/json', buffer: Buffer.from(doc.json) },
      metadata: JSON.stringify({ name, visibility: 'PUBLIC', deployments: [] }),
    },
    timeout: 180_000,
  });
  expect(published.status(), await published.text()).toBe(201);
  const apiId = ((await published.json()) as { product: { uuid: string } }).product.uuid;

  const documentBytes: number[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/reference')) void res.body().then((b) => documentBytes.push(b.length));
  });
  await page.goto(`/apis/${apiId}?tab=documentation`);
  const viewer = page.getByTestId('openapi-viewer');
  await expect(viewer.getByTestId('operation-path').first()).toBeVisible({ timeout: 30_000 });
  await expect(viewer.getByTestId('operation-path').first()).toHaveText('/');
  await expect(viewer).toContainText('1029 operations');
  // The index and one operation, never the 4 MB document.
  expect(Math.max(...documentBytes)).toBeLessThan(doc.json.length / 4);
  await expectAccessible(page, 'a big API reference');

  await viewer.getByRole('searchbox', { name: 'Search operations and schemas' }).fill('repos/create-fork');
  await viewer.getByTestId('reference-list-operation').first().click();
  // The operationId has a slash: the link carries it encoded.
  await expect(page).toHaveURL(/#operation\/repos%2Fcreate-fork$/);
  await expect(viewer.getByTestId('operation-path')).toHaveText('/repos/{owner}/{repo}/forks');
  await page.screenshot({ path: 'test-results/api-reference-big-1280.png' });
});
