/**
 * Try it on the product's own API reference (issue 19): an application subscribed to the API calls the demo
 * deployment (the console's mock upstream) and reads the document's example; one that is not subscribed is told
 * why it cannot call.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow } from '../support/axe';
import { DEMO } from '../support/session';
import { callAs, createApplication } from './event-subscriptions-support';
import { openConsole, openProduct } from './products-support';

test('a subscribed application gets 200 and the example from the mock; an unsubscribed one is told why', async ({
  page,
}) => {
  test.slow();
  await openConsole(page, DEMO.developer, 'Acme Integrations');
  const suffix = randomUUID().slice(0, 8);
  const subscribed = await createApplication(page, DEMO.developer, `Try it ${suffix}`);
  await createApplication(page, DEMO.developer, `Not subscribed ${suffix}`);
  const apiId = await openProduct(page, 'Work Orders API');
  await callAs(page, DEMO.developer, 'POST', '/apim/subscriptions', { app_id: subscribed.id, api_id: apiId });

  await page.getByRole('tab', { name: 'Documentation' }).click();
  const viewer = page.getByTestId('openapi-viewer');
  await expect(viewer.getByTestId('operation-summary')).toHaveText('Open work orders');
  const tryIt = viewer.getByTestId('try-it');

  // Not subscribed: the option says so, the panel explains, Send stays off.
  await tryIt.getByRole('combobox', { name: 'Application' }).click();
  await page.getByRole('option', { name: `Not subscribed ${suffix} (not subscribed)` }).click();
  await expect(tryIt.getByTestId('try-it-not-subscribed')).toContainText(`Not subscribed ${suffix}`);
  await expect(tryIt.getByTestId('try-it-not-subscribed')).toContainText('Work Orders API');
  await expect(tryIt.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expectAccessible(page, 'Try it with an application that is not subscribed');

  // Subscribed: a real call with the application's token, answered from the document's example.
  await tryIt.getByRole('combobox', { name: 'Application' }).click();
  await page.getByRole('option', { name: `Try it ${suffix}`, exact: true }).click();
  await expect(tryIt.getByTestId('try-it-not-subscribed')).toHaveCount(0);
  await tryIt.getByRole('button', { name: 'Send' }).click();
  const result = tryIt.getByTestId('try-it-result');
  await expect(result).toContainText('200', { timeout: 20_000 });
  await expect(result).toContainText('"id": "WO-4411"');
  await expect(result).toContainText('"title": "Replace hydraulic hose on boom"');
  await expectAccessible(page, 'Try it answered');
  await page.screenshot({ path: 'test-results/api-reference-try-it-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalOverflow(page, 'Try it at 360 px');
  await page.screenshot({ path: 'test-results/api-reference-try-it-360.png', fullPage: true });
});
