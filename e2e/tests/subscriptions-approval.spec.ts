/**
 * The approval workflow (issue 7 acceptance): a developer subscribes an application to the manual-approval product
 * at /apis/{id}/subscribe and the request is Pending; the internal staff admin opens Pending Approvals, a denial
 * without an explanation is refused, one with an explanation goes through; the developer sees Denied with Delete
 * disabled; the sink holds the request e-mail to the provider and the denial e-mail to the developer.
 */
import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_TEAM_HEADER, STORAGE_KEYS, type ApiList, type ApplicationCreated } from '@dc/contracts';
import { expectAccessible, expectNoHorizontalOverflow } from '../support/axe';
import { readMail } from '../support/mail';
import { DEMO, signIn } from '../support/session';
import { settleShell } from '../support/shell';

const APP = `Survey Planner ${Date.now().toString(36)}`;

// Two users sign in and two e-mails are awaited: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Calls apim as the signed-in user for the current team (the id token and team the console holds). */
async function apim<T>(page: Page, email: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const [session, teams] = await page.evaluate(
    (keys) => [localStorage.getItem(keys[0]), localStorage.getItem(keys[1])],
    [STORAGE_KEYS.session, STORAGE_KEYS.currentTeam],
  );
  const token = (JSON.parse(session ?? '{}') as { id_token: string }).id_token;
  const team = (JSON.parse(teams ?? '{}') as Record<string, { uuid: string }>)[email].uuid;
  const res = await page.request.fetch(`/api/apim${path}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}`, [PRODUCT_TEAM_HEADER]: team },
  });
  expect(res.ok(), `${method} ${path} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

test('a manual-approval subscription is denied with an explanation, and both sides hear of it', async ({
  page,
  browser,
}, testInfo) => {
  const started = Date.now();
  await signIn(page, DEMO.developer);
  await settleShell(page);
  const app = await apim<ApplicationCreated>(page, DEMO.developer, 'POST', '/applications', {
    name: APP,
    grant_types: ['client_credentials'],
  });
  const apis = await apim<ApiList>(page, DEMO.developer, 'GET', '/apis?pageSize=100');
  const manual = apis.items.find((a) => a.approval_type === 'manual')!;
  expect(manual, 'the demo world has a manual-approval API').toBeTruthy();

  // Subscribe: the application is chosen among the team's, the request is Pending with the spec's note.
  await page.goto(`/apis/${manual.uuid}/subscribe`);
  await expect(page.getByRole('heading', { level: 1, name: `Subscribe to ${manual.display_name}` })).toBeVisible();
  await expect(page.getByText('Manual Approval Required')).toBeVisible();
  await page.getByRole('radio', { name: APP, exact: true }).check();
  await expectAccessible(page, 'subscribe page');
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  const result = page.getByTestId('subscription-result');
  await expect(result).toContainText('Approval pending');
  const days = manual.subscription_expiry_days;
  await expect(result).toContainText(
    `The provider has been notified and an email acknowledgment will follow. If you receive no acknowledgment within ${days - 2} to ${days - 1} days, please contact the provider. The request expires after ${days} days.`,
  );
  await expectAccessible(page, 'subscription pending');
  const request = await readMail(browser, DEMO.staff, { subject: manual.display_name, after: started });
  expect(request.subject).toContain('Subscription approval requested');

  // The provider denies it: not without an explanation.
  const staff = await browser.newContext({ baseURL: testInfo.project.use.baseURL, reducedMotion: 'reduce' });
  const provider = await staff.newPage();
  await signIn(provider, DEMO.staff);
  await settleShell(provider);
  await provider.getByRole('link', { name: 'Pending Approvals' }).first().click();
  await expect(provider.getByRole('heading', { level: 1, name: 'Pending Approvals' })).toBeVisible();
  const row = provider.getByTestId('approval-row').filter({ hasText: APP });
  await expect(row).toBeVisible();
  await expectAccessible(provider, 'Pending Approvals');
  await row.getByRole('button', { name: `Deny ${APP} for ${manual.display_name}` }).click();
  const deny = provider.getByTestId('deny-dialog');
  await deny.getByRole('button', { name: 'Deny' }).click();
  await expect(deny.getByText('Please provide an explanation for the denial.')).toBeVisible();
  await expectAccessible(provider, 'deny dialog');
  await deny.getByRole('textbox', { name: 'Explanation' }).fill('Scheduling is limited to certified partners.');
  await deny.getByRole('button', { name: 'Deny' }).click();
  await expect(provider.getByText('The subscription is denied.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await staff.close();

  // The developer sees Denied on the application's Subscriptions tab, and the details disable Delete.
  await page.goto(`/applications/${app.id}?type=subscriptions`);
  const mine = page.getByTestId('application-subscription-row').filter({ hasText: manual.display_name });
  await expect(mine.getByTestId('subscription-status')).toHaveText('Denied');
  await mine.getByRole('link', { name: `View More Details: ${manual.display_name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Details' })).toBeVisible();
  await expect(page.getByTestId('subscription-facts')).toContainText('Scheduling is limited to certified partners.');
  await expect(page.getByRole('button', { name: 'Delete Subscription' })).toBeDisabled();
  await expectAccessible(page, 'Subscription Details (Denied)');
  const denial = await readMail(browser, DEMO.developer, { subject: manual.display_name, after: started });
  expect(denial.subject).toContain('is denied');
});

test('the team-wide subscriptions: search, sort stored, details and delete by typing the application name', async ({
  page,
}) => {
  await signIn(page, DEMO.developer);
  await settleShell(page);
  const app = await apim<ApplicationCreated>(page, DEMO.developer, 'POST', '/applications', {
    name: `${APP} Auto`,
    grant_types: ['client_credentials'],
  });
  const apis = await apim<ApiList>(page, DEMO.developer, 'GET', '/apis?pageSize=100');
  const auto = apis.items.find(
    (a) => a.approval_type === 'auto' && a.subscription_allowed && a.versions.some((v) => v.deployments.length > 0),
  )!;
  await apim(page, DEMO.developer, 'POST', '/subscriptions/', { app_id: app.id, api_id: auto.uuid });

  await page.goto('/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Name' }).click();
  expect(await page.evaluate(() => localStorage.getItem('subscriptionsOrder'))).toBe('asc');
  await page.getByPlaceholder('Search for applications or products').fill(`${APP} Auto`);
  const row = page.getByTestId('subscription-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('subscription-status')).toHaveText('Active');
  await expectAccessible(page, '/subscriptions');

  await row.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'View More Details' }).click();
  const details = page.getByRole('dialog', { name: 'Subscription Details' });
  await expect(details).toContainText('HTTP / REST API');
  await details.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Delete Subscription' }).click();
  const confirm = page.getByTestId('delete-subscription-dialog');
  await confirm.getByRole('textbox', { name: 'Application name' }).fill('wrong name');
  // "the confirm button stays disabled until it matches" (spec 1 section 5); leaving the field with a wrong name says why.
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await confirm.getByRole('textbox', { name: 'Application name' }).blur();
  await expect(confirm.getByText('Invalid client Application Name provided.')).toBeVisible();
  await confirm.getByRole('textbox', { name: 'Application name' }).fill(`${APP} Auto`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The subscription is deleted.')).toBeVisible();
  await expect(page.getByText('No Subscriptions Found')).toBeVisible();

  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalOverflow(page);
});
