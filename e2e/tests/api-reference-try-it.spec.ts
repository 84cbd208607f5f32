/**
 * Try it on the product's own API reference (issue 19): an application subscribed to the API calls the demo
 * deployment (the console's mock upstream) and reads the document's example; one that is not subscribed is told
 * why it cannot call. A deployment on another origin (a local upstream) is called through the console's relay.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_TEAM_HEADER, STORAGE_KEYS } from '@dc/contracts';
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

/** An upstream on 127.0.0.1 (another origin than the console's): answers every request with a JSON order list. */
async function startUpstream() {
  const received: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    received.push(req.headers);
    res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'upstream=1' });
    res.end(JSON.stringify([{ id: 'ORD-7', item: 'Boom hose', url: req.url }]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}/orders-api`, received, close: () => server.close() };
}

const ordersApi = (title: string) => `openapi: 3.0.3
info:
  title: ${title}
  version: 1.0.0
paths:
  /orders:
    get:
      operationId: listOrders
      summary: List orders
      responses:
        '200':
          description: The orders.
`;

/** Publishes a private API of the signed-in team admin's team, deployed to `base` in every environment. */
async function publishApi(page: Page, email: string, title: string, base: string): Promise<string> {
  const [session, teams] = await page.evaluate(
    (keys) => [localStorage.getItem(keys[0]), localStorage.getItem(keys[1])],
    [STORAGE_KEYS.session, STORAGE_KEYS.currentTeam],
  );
  const token = (JSON.parse(session ?? '{}') as { id_token: string }).id_token;
  const team = (JSON.parse(teams ?? '{}') as Record<string, { uuid: string }>)[email];
  const deployments = ['DEV', 'QA', 'STAGE', 'PROD'].map((environment) => ({ environment, url: base }));
  const res = await page.request.post('/api/products/products', {
    headers: { Authorization: `Bearer ${token}`, [PRODUCT_TEAM_HEADER]: team.uuid },
    multipart: {
      file: { name: 'orders.yaml', mimeType: 'application/yaml', buffer: Buffer.from(ordersApi(title)) },
      metadata: JSON.stringify({ visibility: 'PRIVATE', tags: ['orders'], deployments }),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { product: { uuid: string } }).product.uuid;
}

test("a deployment on another origin is called through the console's relay", async ({ page }) => {
  test.slow();
  const upstream = await startUpstream();
  try {
    await openConsole(page, DEMO.teamAdmin, 'Acme Integrations');
    const suffix = randomUUID().slice(0, 8);
    const title = `Relay Orders ${suffix}`;
    const apiId = await publishApi(page, DEMO.teamAdmin, title, upstream.base);
    const app = await createApplication(page, DEMO.teamAdmin, `Relay app ${suffix}`);
    await callAs(page, DEMO.teamAdmin, 'POST', '/apim/subscriptions', { app_id: app.id, api_id: apiId });

    await openProduct(page, title);
    await page.getByRole('tab', { name: 'Documentation' }).click();
    const viewer = page.getByTestId('openapi-viewer');
    await expect(viewer.getByTestId('operation-summary')).toHaveText('List orders');
    const tryIt = viewer.getByTestId('try-it');
    await expect(tryIt.getByTestId('try-it-relayed')).toContainText("the console's server sends the request");
    await tryIt.getByRole('combobox', { name: 'Application' }).click();
    await page.getByRole('option', { name: `Relay app ${suffix}`, exact: true }).click();
    await tryIt.getByRole('button', { name: 'Send' }).click();
    const result = tryIt.getByTestId('try-it-result');
    await expect(result.getByTestId('try-it-status')).toContainText('200', { timeout: 20_000 });
    await expect(result).toContainText('"id": "ORD-7"');
    await expect(result).toContainText('"url": "/orders-api/orders"');
    await expect(result).toContainText('content-type: application/json');
    await expect(result).not.toContainText('set-cookie');
    // The upstream got the application's token, and nothing of the console user's session.
    expect(upstream.received).toHaveLength(1);
    expect(upstream.received[0].authorization).toMatch(/^Bearer ey/);
    expect(upstream.received[0].cookie).toBeUndefined();
    await expectAccessible(page, 'Try it through the relay');
    await page.screenshot({ path: 'test-results/api-reference-try-it-relay-1280.png', fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalOverflow(page, 'Try it through the relay at 360 px');
    await page.screenshot({ path: 'test-results/api-reference-try-it-relay-360.png', fullPage: true });
  } finally {
    upstream.close();
  }
});
