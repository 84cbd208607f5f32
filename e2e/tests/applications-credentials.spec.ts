/**
 * Applications (issue 7 acceptance): a developer meets each name rule of spec 2 section 5 in New Application,
 * creates an application, reads its secret on the Credentials tab, and the secret really works at /oidc/token
 * (client_credentials, client_secret_basic); after a second secret is made and the first deleted, the same request
 * fails. Create New Secret is disabled at 5 secrets. The other tabs, and delete by typing the display name.
 */
import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_TEAM_HEADER, STORAGE_KEYS, type ApplicationCreated } from '@dc/contracts';
import { expectAccessible, expectNoHorizontalOverflow } from '../support/axe';
import { DEMO, signIn } from '../support/session';
import { settleShell } from '../support/shell';

const NAME = `Crane Sync ${Date.now().toString(36)}`;

// Signing in and five secret round trips take their time on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Creates an application through the API as the signed-in user, in the current team. */
async function createApplication(page: Page, name: string): Promise<ApplicationCreated> {
  const [session, teams] = await page.evaluate(
    (keys) => [localStorage.getItem(keys[0]), localStorage.getItem(keys[1])],
    [STORAGE_KEYS.session, STORAGE_KEYS.currentTeam],
  );
  const token = (JSON.parse(session ?? '{}') as { id_token: string }).id_token;
  const team = (JSON.parse(teams ?? '{}') as Record<string, { uuid: string }>)[DEMO.developer].uuid;
  const res = await page.request.post('/api/apim/applications', {
    data: { name, grant_types: ['client_credentials'] },
    headers: { Authorization: `Bearer ${token}`, [PRODUCT_TEAM_HEADER]: team },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as ApplicationCreated;
}

const tokenRequest = (page: Page, clientId: string, secret: string) =>
  page.request.post('/oidc/token', {
    form: { grant_type: 'client_credentials' },
    headers: { Authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` },
    failOnStatusCode: false,
  });

test('a developer creates an application whose secret gets tokens until it is deleted', async ({ page }) => {
  await signIn(page, DEMO.developer, '/applications');
  await settleShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await expect(page.getByPlaceholder('Enter application ID, name, or keywords.')).toBeVisible();
  await expectAccessible(page, '/applications');

  // New Application: every name rule shows its message; Create stays disabled until the form is valid.
  await page.getByRole('button', { name: 'New Application' }).click();
  const panel = page.getByRole('dialog', { name: 'New Application' });
  await expect(panel.getByText('Create a new application.')).toBeVisible();
  const name = panel.getByRole('textbox', { name: 'Application name' });
  const create = panel.getByRole('button', { name: 'Create Application' });
  await name.fill('ab');
  await expect(panel.getByText('Mininum 3 characters needed')).toBeVisible();
  await name.fill('');
  await expect(panel.getByText('Application Name is Mandatory')).toBeVisible();
  await name.fill('crane  sync');
  await expect(panel.getByText(/^Only whitespace \/ underscore \/ hyphen/)).toBeVisible();
  await name.fill(NAME);
  await panel.getByRole('checkbox', { name: 'Authorization Code' }).check();
  await expect(panel.getByText('Callback url is Mandatory')).toBeVisible();
  await expect(create).toBeDisabled();
  await panel.getByRole('textbox', { name: 'Callback URLs' }).fill('not a url');
  await expect(panel.getByText('Callback URL is not valid.')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Logout URLs' }).fill('https://ok.example.com/out, nope');
  await expect(panel.getByText('Logout URL is not valid.')).toBeVisible();
  await expectAccessible(page, 'New Application with messages');
  await panel.getByRole('checkbox', { name: 'Authorization Code' }).uncheck();
  await expect(panel.getByRole('textbox', { name: 'Callback URLs' })).toHaveCount(0);
  await panel.getByRole('checkbox', { name: 'Client Credentials' }).check();
  await create.click();
  await expect(page.getByText('Application created.').first()).toBeVisible();
  await expect(panel).toBeHidden();

  // The list has it; its key leads to the credentials.
  await page.getByRole('searchbox', { name: 'Search applications' }).fill(NAME);
  await expect(page.getByTestId('application-row')).toHaveCount(1);
  await page.getByRole('link', { name: `Credentials of ${NAME}` }).click();
  await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}\?type=credentials$/);
  await expect(page.getByRole('tab', { name: 'Credentials', selected: true })).toBeVisible();
  const clientId = (await page.getByTestId('client-id').textContent())!.trim();
  const firstValue = page.getByTestId('secret-1-value');
  await expect(firstValue).toHaveText(/^•+$/);
  await page.getByRole('button', { name: 'Show secret: Secret 1' }).click();
  await expect(firstValue).not.toHaveText(/•/);
  const secret = (await firstValue.textContent())!.trim();
  await expectAccessible(page, 'Credentials tab');

  const granted = await tokenRequest(page, clientId, secret);
  expect(granted.status(), await granted.text()).toBe(200);
  expect(((await granted.json()) as { access_token?: string }).access_token).toBeTruthy();

  // A second secret, then the first goes: the same request fails.
  await page.getByRole('button', { name: 'Create New Secret' }).click();
  await expect(page.getByTestId('secret-row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Delete Secret 1' }).click();
  await page.getByTestId('delete-secret-dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Removed Secret Successfully')).toBeVisible();
  await expect(page.getByTestId('secret-row')).toHaveCount(1);
  expect((await tokenRequest(page, clientId, secret)).status()).toBe(401);

  // At 5 secrets Create New Secret is disabled.
  for (let count = 2; count <= 5; count++) {
    await page.getByRole('button', { name: 'Create New Secret' }).click();
    await expect(page.getByTestId('secret-row')).toHaveCount(count);
  }
  await expect(page.getByRole('button', { name: 'Create New Secret' })).toBeDisabled();
  await expect(page.getByTestId('secret-limit')).toBeVisible();
});

test('the other tabs: Configuration saves only changes, Subscriptions is empty, delete asks for the name', async ({
  page,
}) => {
  await signIn(page, DEMO.developer);
  await settleShell(page);
  const app = await createApplication(page, `${NAME} Tabs`);
  await page.goto(`/applications/${app.id}`);
  await expect(page.getByRole('tab', { name: 'General', selected: true })).toBeVisible();
  await expect(page.getByTestId('application-general')).toContainText(`${NAME} Tabs`);
  await page.getByRole('tab', { name: 'Configuration' }).click();
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: 'Description' }).fill('Syncs crane telemetry.');
  await save.click();
  await expect(page.getByText('Application is updated')).toBeVisible();
  await expect(save).toBeDisabled();
  await expectAccessible(page, 'Configuration tab');
  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  await expect(page.getByText('No Subscriptions Found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Subscriptions' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Application' }).click();
  const confirm = page.getByTestId('delete-application-dialog');
  // Spec 1 section 5: the confirm button stays disabled until the typed name matches; leaving the field says why.
  await confirm.getByRole('textbox', { name: 'Application name' }).fill(`${NAME} tabs`);
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await confirm.getByRole('textbox', { name: 'Application name' }).blur();
  await expect(confirm.getByText("The name does not match the application's name.")).toBeVisible();
  await confirm.getByRole('textbox', { name: 'Application name' }).fill(`${NAME} Tabs`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/applications$/);
  await page.getByRole('searchbox', { name: 'Search applications' }).fill(`${NAME} Tabs`);
  await expect(page.getByText('No applications match your search.')).toBeVisible();
});

test('the application pages fit a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, DEMO.developer, '/applications');
  await settleShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: 'New Application' }).click();
  await expect(page.getByRole('dialog', { name: 'New Application' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
