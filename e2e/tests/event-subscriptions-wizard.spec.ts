/**
 * The event subscription wizard (issue 8 acceptance; spec 2 sections 2.5, 4, 5): Next enables exactly per section 4,
 * the form's messages, the existing-subscription error, the filter editor's messages and read-only display, and a
 * condition left invalid saved as filtering no (the created subscription has no filter). Run as the internal staff
 * admin, who sees every environment, so a version with several environments clears the choice.
 */
import { expect, test, type Locator } from '@playwright/test';
import {
  EVENT_SUBSCRIPTION_TEXTS as T,
  FILTER_MESSAGES,
  type EventSubscription,
  type EventSubscriptionList,
} from '@dc/contracts';
import { expectAccessible } from '../support/axe';
import { DEMO } from '../support/session';
import { callAs, createApplication, eventDetails, subscribeByApi } from './event-subscriptions-support';
import { openConsole, openProduct } from './products-support';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const FREE = `Wizard Free ${RUN}`;
const TAKEN = `Wizard Taken ${RUN}`;

// Many steps with an accessibility check each, on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Chooses an option of a select (MUI) by its label. */
async function choose(select: Locator, option: string) {
  await select.click();
  await select.page().getByRole('option', { name: option, exact: true }).click();
}

test('the wizard enables Next per section 4, refuses an existing subscription, and saves an invalid filter as none', async ({
  page,
}) => {
  await openConsole(page, DEMO.staff);
  const eventMetadataId = await openProduct(page, 'Shipment Events');
  await createApplication(page, DEMO.staff, FREE);
  const taken = await createApplication(page, DEMO.staff, TAKEN);
  const event = await eventDetails(page, DEMO.staff, eventMetadataId);
  const dev = event.availableVersions['1.0.0'].find((e) => e.environment === 'dev')!;
  await subscribeByApi(page, DEMO.staff, taken.id, dev.eventMultitenantTrn);

  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  const wizard = page.getByTestId('event-wizard');
  await expect(wizard.getByRole('heading', { name: 'Subscribe to Shipment Events' })).toBeVisible();
  const next = wizard.getByRole('button', { name: 'Next' });
  const step = wizard.getByTestId('wizard-step');

  // application -> details: Next only once an application is chosen.
  await expect(step).toHaveText('Choose the application to subscribe');
  await expect(next).toBeDisabled();
  await expectAccessible(page, 'wizard: application');
  await wizard.getByRole('radio', { name: TAKEN }).check();
  await expect(next).toBeEnabled();
  await next.click();

  // details -> summary: Next only with an environment and a protocol and no existing subscription.
  await expect(step).toHaveText('Subscription details');
  await expect(next).toBeDisabled();
  const version = wizard.getByRole('combobox', { name: 'Version' });
  const environment = wizard.getByRole('combobox', { name: 'Environment' });
  await version.click();
  await page.keyboard.press('Escape');
  await expect(wizard.getByText(T.selectVersion)).toBeVisible();
  await choose(version, '1.0.0');
  await expect(wizard.getByText(T.selectVersion)).toHaveCount(0);
  // Four environments: none preselected.
  await expect(environment).not.toContainText(/\w/);
  await environment.click();
  await expect(page.getByRole('option')).toHaveCount(4);
  await page.keyboard.press('Escape');
  await expect(wizard.getByText(T.selectEnvironment)).toBeVisible();
  await choose(environment, 'Development');
  await expect(wizard.getByTestId('subscription-exists')).toHaveText(T.exists);
  // Leaving the protocol choice without one says so.
  await wizard.getByRole('radio', { name: 'HTTPS (webhook)' }).focus();
  // Out of the group (a group without a choice may keep both radios in the tab order).
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(wizard.getByText(T.selectProtocol)).toBeVisible();
  await wizard.getByRole('radio', { name: 'WSS (WebSocket)' }).check();
  await expect(wizard.getByText(T.selectProtocol)).toHaveCount(0);
  await expect(next).toBeDisabled();
  await expectAccessible(page, 'wizard: existing subscription');

  // Another environment has no subscription of this application; the protocol is still needed.
  await choose(environment, 'QA');
  await expect(wizard.getByTestId('subscription-exists')).toHaveCount(0);
  await expect(next).toBeEnabled();
  // A version with two environments clears the environment again.
  await choose(version, '2.0.0');
  await expect(environment).not.toContainText(/\w/);
  await expect(next).toBeDisabled();
  await choose(version, '1.0.0');
  await choose(environment, 'QA');
  await expect(next).toBeEnabled();
  // https needs its endpoint (the server delivers there).
  await wizard.getByRole('radio', { name: 'HTTPS (webhook)' }).check();
  await expect(next).toBeDisabled();
  await wizard.getByRole('textbox', { name: 'Webhook endpoint URL' }).fill('https://hooks.example.com/wizard');
  await expect(next).toBeEnabled();

  // The filter editor: each message of the language, a valid filter read-only, Edit, then left invalid.
  await wizard.getByRole('radio', { name: 'Yes', exact: true }).check();
  const condition = wizard.getByRole('textbox', { name: 'Filter condition' });
  const apply = wizard.getByRole('button', { name: 'Apply' });
  await apply.click();
  await expect(wizard.getByText(FILTER_MESSAGES.invalid)).toBeVisible();
  await condition.fill('type = ^a$ && type = ^b$');
  await apply.click();
  await expect(wizard.getByText(FILTER_MESSAGES.notUnique)).toBeVisible();
  await condition.fill('type = ^order\\.created$');
  await apply.click();
  const applied = wizard.getByTestId('filter-applied');
  await expect(applied.getByTestId('filter-condition')).toHaveText('type = ^order\\.created$');
  await expect(applied.getByRole('button', { name: 'Remove' })).toBeVisible();
  await expectAccessible(page, 'wizard: filter applied');
  await applied.getByRole('button', { name: 'Edit' }).click();
  await condition.fill('type = (');
  await apply.click();
  await expect(wizard.getByText(FILTER_MESSAGES.invalidRegex)).toBeVisible();
  await expectAccessible(page, 'wizard: details');
  await next.click();

  // Summary: filtering yes with an invalid condition was saved as filtering no.
  await expect(step).toHaveText('Summary');
  const summary = wizard.getByTestId('wizard-summary');
  await expect(summary).toContainText(TAKEN);
  await expect(summary).toContainText('QA');
  await expect(summary).toContainText('https://hooks.example.com/wizard');
  await expect(summary.locator('dt:has-text("Filtering") + dd')).toHaveText('No');
  await expect(wizard.getByTestId('filter-condition')).toHaveCount(0);
  await expectAccessible(page, 'wizard: summary');
  // Previous goes back, to the saved draft.
  await wizard.getByRole('button', { name: 'Previous' }).click();
  await expect(step).toHaveText('Subscription details');
  await expect(wizard.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
  await wizard.getByRole('button', { name: 'Previous' }).click();
  await expect(wizard.getByRole('radio', { name: TAKEN })).toBeChecked();
  await next.click();
  await next.click();
  await wizard.getByRole('button', { name: 'Subscribe', exact: true }).click();

  await expect(page.getByText(T.subscribed('Shipment Events'), { exact: true })).toBeVisible();
  await expect(step).toHaveText('Credentials of the new subscription');
  const credentials = wizard.getByTestId('wizard-credentials');
  await expect(credentials.getByTestId('signing-secret-value')).toHaveText(/^•+$/);
  await credentials.getByRole('button', { name: 'Show secret: Signing secret' }).click();
  await expect(credentials.getByTestId('signing-secret-value')).toHaveText(/^whsec_/);
  await expect(credentials.getByTestId('no-filter')).toBeVisible();
  await expectAccessible(page, 'wizard: credentials');

  // The created subscription has no filter.
  const mine = await callAs<EventSubscriptionList>(
    page,
    DEMO.staff,
    'GET',
    `/events/applications/${taken.id}/subscriptions`,
  );
  const qa = mine.items.find((s: EventSubscription) => s.environment === 'qa')!;
  expect(qa).toMatchObject({ protocol: 'https', filter: null, filterCondition: null, eventVersion: '1.0.0' });
  await wizard.getByRole('button', { name: 'Done' }).click();
  await expect(wizard).toBeHidden();

  // The free application is still offered; wss needs no endpoint and shows how to connect.
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await wizard.getByRole('radio', { name: FREE }).check();
  await next.click();
  await choose(version, '2.0.0');
  await choose(environment, 'Development');
  await wizard.getByRole('radio', { name: 'WSS (WebSocket)' }).check();
  await next.click();
  await wizard.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(wizard.getByTestId('socket-url')).toHaveText(/^ws:\/\/127\.0\.0\.1:\d+\/api\/events\/ws$/);
  await expectAccessible(page, 'wizard: wss credentials');
  await wizard.getByRole('link', { name: 'View Subscription Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Details' })).toBeVisible();
  await expect(page.getByTestId('event-subscription-facts')).toContainText(FREE);
  await expect(page.getByTestId('event-subscription-facts')).toContainText('2.0.0');
});

test('a basic user cannot subscribe (and is told why) and sees event subscriptions read-only', async ({ page }) => {
  await openConsole(page, DEMO.basic, 'Acme Integrations');
  await openProduct(page, 'Shipment Events');
  await expect(page.getByRole('button', { name: 'Subscribe', exact: true })).toBeDisabled();
  await page.getByTestId('subscribe-disabled').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Not authorized to subscribe this product');
  await expect(page.getByRole('button', { name: 'Publish test event' })).toHaveCount(0);

  // The team's event subscriptions (the demo world's): no delete, no filter edit, no signing secret. A demo
  // application's row: the newest rows belong to journeys running alongside, which delete them again.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Subscriptions' }).click();
  const row = page.getByTestId('event-subscription-row').filter({ hasText: 'Field Sync Service' }).first();
  await row.getByRole('button', { name: /^Actions for/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete Subscription' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: 'View More Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Subscription' })).toBeDisabled();
  await expect(page.getByTestId('filter-panel')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit filter' })).toHaveCount(0);
  await expect(page.getByTestId('signing-secret-panel')).toHaveCount(0);
  await expect(page.getByTestId('event-application-row').first()).toBeVisible();
  await expectAccessible(page, 'event subscription details (basic user)');
});
