/**
 * Publishing (issue 6 item 7): a provider with the create-product capability (the staff admin, admin of the internal
 * Platform Engineering team) opens Add Product, publishes an API from an OpenAPI file and finds it in the gallery;
 * broken files show their problems with line numbers and create nothing. A basic user has no Add Product.
 */
import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_TEAM_HEADER, STORAGE_KEYS, type ApiProductSummary, type ProductPage } from '@dc/contracts';
import { expectAccessible } from '../support/axe';
import { DEMO, signIn } from '../support/session';
import { settleShell } from '../support/shell';

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const TITLE = `Crane Telemetry ${stamp}`;
const openapi = (title: string, responseDescription = 'The latest readings.') => `openapi: 3.0.3
info:
  title: ${title}
  version: 1.4.0
  description: |
    Reads crane telemetry: load, wind speed and slew angle.

    Readings arrive every second.
tags:
  - name: cranes
  - name: telemetry
paths:
  /cranes/{id}/telemetry:
    get:
      parameters:
        - name: id
          in: path
          required: true
          schema:
            type: string
      responses:
        '200':
          description: ${responseDescription}
`;
const BROKEN = 'openapi: 3.0.3\ninfo:\n  title: Broken\n   version: 1.0.0\npaths: {}\n';

/** Calls the server as the signed-in user for the current team (the id token and team the console holds). */
async function call<T>(page: Page, path: string, email: string): Promise<T> {
  const [session, teams] = await page.evaluate(
    (keys) => [localStorage.getItem(keys[0]), localStorage.getItem(keys[1])],
    [STORAGE_KEYS.session, STORAGE_KEYS.currentTeam],
  );
  const token = (JSON.parse(session ?? '{}') as { id_token: string }).id_token;
  const team = (JSON.parse(teams ?? '{}') as Record<string, { uuid: string }>)[email].uuid;
  const res = await page.request.get(path, {
    headers: { Authorization: `Bearer ${token}`, [PRODUCT_TEAM_HEADER]: team },
  });
  expect(res.ok(), `GET ${path} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}
const productTotal = async (page: Page) =>
  (await call<ProductPage>(page, '/api/products/products?pageSize=1', DEMO.staff)).total;

const chooseFile = (page: Page, name: string, content: string) =>
  page
    .getByTestId('file-drop-zone-input')
    .setInputFiles({ name, mimeType: 'application/yaml', buffer: Buffer.from(content) });

test('a provider publishes an API from an OpenAPI file; broken files show their lines and create nothing', async ({
  page,
}) => {
  await signIn(page, DEMO.staff, '/apim');
  await settleShell(page);
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Product Type is required')).toBeVisible();
  await expectAccessible(page, 'Add Product dialog');
  await dialog.getByRole('radio', { name: 'API' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/apim\/publish\/api$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Publish an API' })).toBeVisible();
  await expectAccessible(page, 'API publisher');
  const before = await productTotal(page);

  // A syntax error: the console names its line before anything is sent.
  await chooseFile(page, 'broken.yaml', BROKEN);
  const problems = page.getByTestId('document-problems');
  await expect(page.getByTestId('drop-zone-error')).toHaveText('The file cannot be parsed.');
  await expect(problems.getByTestId('document-problem')).toHaveText(
    'Line 4, column 11: Bad indentation of a mapping entry',
  );

  // Valid YAML but not a valid OpenAPI document: the server refuses it with the line, and the form keeps its values.
  await chooseFile(page, 'invalid.yaml', openapi(`${TITLE} draft`, '42'));
  await expect(page.getByLabel('Name')).toHaveValue(`${TITLE} draft`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('publish-error')).toContainText('PRODUCT_SPEC_INVALID: The document is not valid.');
  await expect(problems.getByTestId('document-problem').first()).toContainText('Line 23, column 24:');
  await expect(page.getByLabel('Name')).toHaveValue(`${TITLE} draft`);
  await expectAccessible(page, 'API publisher with problems');
  expect(await productTotal(page)).toBe(before);

  // The good file: name, description and tags come from it; the rest is filled in.
  await chooseFile(page, 'crane-telemetry.yaml', openapi(TITLE));
  await expect(page.getByTestId('drop-zone-file')).toContainText('crane-telemetry.yaml');
  // Fields the user has not edited follow the newly chosen document.
  await expect(page.getByLabel('Name')).toHaveValue(TITLE);
  await expect(page.getByLabel('Description')).toHaveValue('Reads crane telemetry: load, wind speed and slew angle.');
  await expect(page.getByRole('button', { name: 'telemetry' })).toBeVisible();
  await expect(page.getByLabel('Version', { exact: true })).toHaveValue('1.4.0');
  await page.getByRole('radio', { name: 'Manual Approval Required' }).check();
  await page.getByLabel('Purchase/License Needed').check();
  await page.getByLabel('Purchase URL').fill('https://shop.example.com/crane-telemetry');
  await page.getByLabel('PROD URL').fill('https://api.example.com/cranes');
  await page.getByLabel('PROD spike rate').fill('25');
  await page.getByLabel('DEV URL').fill('https://dev.api.example.com/cranes');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(`${TITLE} is published.`)).toBeVisible();
  await expect(page).toHaveURL(/\/apis\/[0-9a-f-]{36}$/);
  // The publisher leads to the new product's own page, not back to the filled form (issue 22).
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveCount(0);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  expect(await productTotal(page)).toBe(before + 1);

  const api = await call<ApiProductSummary>(page, `/api/apim/apis/${id}`, DEMO.staff);
  expect(api).toMatchObject({
    display_name: TITLE,
    tags: ['cranes', 'telemetry'],
    approval_type: 'manual',
    license_required: true,
    purchase_license_url: 'https://shop.example.com/crane-telemetry',
    visibility: 'PRIVATE',
  });
  expect(api.versions[0].deployments.map((d) => [d.environment, d.config.throttling?.resources[0].spike.rate])).toEqual(
    [
      ['DEV', undefined],
      ['PROD', 25],
    ],
  );

  // The gallery finds it.
  await page.goto(`/apim?searchText=${encodeURIComponent(stamp)}`);
  await expect(page.getByText(TITLE).first()).toBeVisible();
});

test('a basic user has no Add Product and cannot open the publisher', async ({ page }) => {
  await signIn(page, DEMO.basic, '/apim/publish/api');
  await settleShell(page);
  await expect(page.getByRole('heading', { name: 'Not authorized to view this content' })).toBeVisible();
  await expectAccessible(page, 'publisher, basic user');
  await page.goto('/apim');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Product' })).toHaveCount(0);
});
