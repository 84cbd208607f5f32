/**
 * Real event delivery in the browser (issue 8 acceptance): a developer of Acme Integrations subscribes through the
 * wizard over https to a local receiver with the filter `type=^order\.created$`; the owner (the staff admin of
 * Platform Engineering) publishes order.cancelled and order.created with Publish test event; only the match arrives,
 * signed; the receiver fails twice, then takes it: one success, the same idempotency key on every attempt, and the
 * subscription's deliveries list shows the three attempts. Then the filter is edited and the subscription deleted.
 */
import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  EVENT_DELIVERY_HEADERS as H,
  EVENT_SUBSCRIPTION_TEXTS as T,
  FILTER_MESSAGES,
  eventMessageSchema,
} from '@dc/contracts';
import { expectAccessible, expectNoHorizontalOverflow } from '../support/axe';
import { DEMO } from '../support/session';
import { createApplication, startReceiver } from './event-subscriptions-support';
import { openConsole, openProduct } from './products-support';

const APP = `Delivery App ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

// Two users, a wizard, two publications and three delivery attempts with back-off.
test.describe.configure({ timeout: 180_000 });

async function publish(owner: Page, type: string) {
  await owner.getByRole('button', { name: 'Publish test event' }).click();
  const dialog = owner.getByTestId('publish-event-dialog');
  await expect(dialog.getByRole('combobox', { name: 'Version and environment' })).toHaveText('1.0.0 · Production');
  await dialog.getByRole('textbox', { name: 'Type' }).fill(type);
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(`orders/${type}`);
  await dialog.getByRole('textbox', { name: 'Data (JSON)' }).fill(JSON.stringify({ order: 7, type }));
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(owner.getByText(/^Event published: \d+ subscriptions? matched\.$/).last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a filtered https subscription gets the matching event once, through retries, and is edited and deleted', async ({
  page,
  browser,
}, testInfo) => {
  const receiver = await startReceiver(2);
  try {
    await openConsole(page, DEMO.developer, 'Acme Integrations');
    await createApplication(page, DEMO.developer, APP);
    await openProduct(page, 'Shipment Events');
    // A developer of another team cannot publish to this product.
    await expect(page.getByRole('button', { name: 'Publish test event' })).toHaveCount(0);

    // The wizard: the only version, prd preselected for an external team, https to the receiver, the filter.
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    const wizard = page.getByTestId('event-wizard');
    // Applications neither Available nor CREATED are greyed out (the demo team's disabled one).
    await expect(wizard.getByRole('radio', { name: 'Legacy Importer' })).toBeDisabled();
    await wizard.getByRole('radio', { name: APP }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('combobox', { name: 'Version' }).click();
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.getByRole('option', { name: '1.0.0' }).click();
    await expect(wizard.getByRole('combobox', { name: 'Environment' })).toHaveText('Production');
    await wizard.getByRole('radio', { name: 'HTTPS (webhook)' }).check();
    await wizard.getByRole('textbox', { name: 'Webhook endpoint URL' }).fill(receiver.url);
    await wizard.getByRole('radio', { name: 'Yes', exact: true }).check();
    await wizard.getByRole('textbox', { name: 'Filter condition' }).fill('type=^order\\.created$');
    await wizard.getByRole('button', { name: 'Apply' }).click();
    await expect(wizard.getByTestId('filter-condition')).toHaveText('type = ^order\\.created$');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByTestId('wizard-summary')).toContainText(receiver.url);
    await expect(wizard.getByTestId('filter-condition')).toHaveText('type = ^order\\.created$');
    await wizard.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(page.getByText(T.subscribed('Shipment Events'), { exact: true })).toBeVisible();
    const credentials = wizard.getByTestId('wizard-credentials');
    await credentials.getByRole('button', { name: 'Show secret: Signing secret' }).click();
    const secret = (await credentials.getByTestId('signing-secret-value').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await wizard.getByRole('link', { name: 'View Subscription Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription Details' })).toBeVisible();
    await expect(page.getByTestId('deliveries-table')).toContainText('No deliveries yet.');
    await expectAccessible(page, 'event subscription details');

    // The owner publishes a non-matching event, then a matching one.
    const ownerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, reducedMotion: 'reduce' });
    const owner = await ownerContext.newPage();
    await openConsole(owner, DEMO.staff);
    await openProduct(owner, 'Shipment Events');
    await publish(owner, 'order.cancelled');
    await expectAccessible(owner, 'event detail of the owner');
    await publish(owner, 'order.created');
    await ownerContext.close();

    // The receiver: 500, 500, then 200, all for order.created with one idempotency key, each signed.
    await expect.poll(() => receiver.requests.some((r) => r.answered === 200), { timeout: 60_000 }).toBe(true);
    expect(receiver.requests.map((r) => r.answered)).toEqual([500, 500, 200]);
    const messages = receiver.requests.map((r) => eventMessageSchema.parse(JSON.parse(r.body)));
    expect(messages.map((m) => m.attributes.type)).toEqual(['order.created', 'order.created', 'order.created']);
    expect(messages[0].payload).toEqual({ order: 7, type: 'order.created' });
    expect(new Set(receiver.requests.map((r) => r.headers[H.idempotencyKey])).size).toBe(1);
    for (const r of receiver.requests) {
      const [, at, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(r.headers[H.signature]))!;
      expect(v1).toBe(createHmac('sha256', secret).update(`${at}.${r.body}`).digest('hex'));
    }

    // The deliveries list shows the three attempts, newest first.
    const rows = page.getByTestId('delivery-row');
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(rows).toHaveCount(3, { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(rows.getByTestId('delivery-outcome')).toHaveText(['Delivered', 'Retrying', 'Retrying']);
    await expect(rows.nth(0)).toContainText('200');
    await expect(rows.nth(2)).toContainText('HTTP 500');
    await expectAccessible(page, 'deliveries');

    // The filter: Save disabled while unchanged; an invalid condition would be saved as none; a valid one is saved.
    const filter = page.getByTestId('filter-panel');
    await filter.getByRole('button', { name: 'Edit filter' }).click();
    const condition = filter.getByRole('textbox', { name: 'Filter condition' });
    await expect(condition).toHaveValue('type = ^order\\.created$');
    await expect(filter.getByRole('button', { name: 'Save' })).toBeDisabled();
    await condition.fill('type = (');
    await expect(filter.getByText(`${FILTER_MESSAGES.invalidRegex}: saving removes the filter.`)).toBeVisible();
    await condition.fill('type = ^order\\.(created|cancelled)$');
    await filter.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(T.updated, { exact: true })).toBeVisible();
    await expect(filter.getByTestId('filter-condition')).toHaveText('type = ^order\\.(created|cancelled)$');

    // The team's Subscriptions page lists it among the event subscriptions.
    await page.getByRole('link', { name: 'Subscriptions' }).first().click();
    await page.getByPlaceholder('Search for applications or products').fill(APP);
    const row = page.getByTestId('event-subscription-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Shipment Events 1.0.0');
    await expect(row.getByTestId('subscription-status')).toHaveText('Active');
    await expectAccessible(page, '/subscriptions with event subscriptions');
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'View More Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription Details' })).toBeVisible();
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalOverflow(page, 'event subscription details at 360 px');

    // Delete with the spec's confirmation.
    await page.getByRole('button', { name: 'Delete Subscription' }).click();
    const confirm = page.getByTestId('delete-event-subscription-dialog');
    await expect(confirm).toContainText(T.confirmDelete('Shipment Events'));
    await expectAccessible(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(T.deleted, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/subscriptions$/);
    await page.getByPlaceholder('Search for applications or products').fill(APP);
    await expect(page.getByTestId('event-subscriptions-table')).toContainText('No Subscriptions Available');
  } finally {
    await receiver.close();
  }
});
