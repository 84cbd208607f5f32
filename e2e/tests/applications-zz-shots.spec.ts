/** TEMPORARY (helper h8): screenshots of the applications and subscriptions pages, desktop and 360 px. */
import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_TEAM_HEADER, STORAGE_KEYS, type ApiList, type ApplicationCreated } from '@dc/contracts';
import { DEMO, signIn } from '../support/session';
import { settleShell } from '../support/shell';

const OUT = '/tmp/h8-shots';

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
  return (await res.json()) as T;
}

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });
}

for (const width of [1280, 360]) {
  test(`shots at ${width}`, async ({ page, browser }, testInfo) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, DEMO.developer);
    await settleShell(page);
    const app = await apim<ApplicationCreated>(page, DEMO.developer, 'POST', '/applications', {
      name: `Shot App ${width}`,
      description: 'Reads survey points for the planning tool.',
      grant_types: ['client_credentials', 'authorization_code'],
      redirect_uri: ['https://plan.example.com/callback'],
    });
    const apis = await apim<ApiList>(page, DEMO.developer, 'GET', '/apis?pageSize=100');
    const manual = apis.items.find((a) => a.approval_type === 'manual')!;
    const autos = apis.items.filter((a) => a.approval_type === 'auto' && a.versions.some((v) => v.deployments.length));
    for (const api of autos.slice(0, 6))
      await apim(page, DEMO.developer, 'POST', '/subscriptions/', { app_id: app.id, api_id: api.uuid });
    const w = String(width);

    await page.goto('/applications');
    await expect(page.getByTestId('application-row').first()).toBeVisible();
    await shoot(page, `${w}-applications`);
    await page.getByRole('button', { name: 'New Application' }).click();
    await page.getByRole('textbox', { name: 'Application name' }).fill('ab');
    await page.getByRole('checkbox', { name: 'Authorization Code' }).check();
    await shoot(page, `${w}-new-application`);
    await page.getByRole('button', { name: 'Cancel' }).click();

    for (const type of ['general', 'credentials', 'configuration', 'subscriptions']) {
      await page.goto(`/applications/${app.id}?type=${type}`);
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      if (type === 'credentials') await page.getByRole('button', { name: 'Show secret: Secret 1' }).click();
      if (type === 'subscriptions')
        await expect(page.getByTestId('application-subscription-row').first()).toBeVisible();
      await shoot(page, `${w}-detail-${type}`);
    }
    await page.getByRole('button', { name: 'Delete Application' }).click();
    await shoot(page, `${w}-delete-application`);
    await page.keyboard.press('Escape');

    await page.goto(`/apis/${manual.uuid}/subscribe`);
    await page.getByRole('radio', { name: `Shot App ${width}` }).check();
    await shoot(page, `${w}-subscribe`);
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(page.getByTestId('subscription-result')).toBeVisible();
    await shoot(page, `${w}-subscribe-pending`);

    await page.goto('/subscriptions');
    await expect(page.getByTestId('subscription-row').first()).toBeVisible({ timeout: 30_000 });
    await shoot(page, `${w}-subscriptions`);
    await page
      .getByTestId('subscription-row')
      .first()
      .getByRole('button', { name: /^Actions for/ })
      .click();
    await shoot(page, `${w}-subscriptions-menu`);
    await page.getByRole('menuitem', { name: 'View More Details' }).click();
    await shoot(page, `${w}-subscription-dialog`);
    await page.getByRole('link', { name: 'Open Subscription Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription Details' })).toBeVisible();
    await shoot(page, `${w}-subscription-summary`);
    await page.getByRole('button', { name: 'Delete Subscription' }).click();
    await shoot(page, `${w}-delete-subscription`);

    const staff = await browser.newContext({ baseURL: testInfo.project.use.baseURL, reducedMotion: 'reduce' });
    const provider = await staff.newPage();
    await provider.setViewportSize({ width, height: 800 });
    await signIn(provider, DEMO.staff);
    await settleShell(provider);
    await provider.goto('/subscriptions/pendingApprovals');
    await expect(provider.getByTestId('approval-row').first()).toBeVisible();
    await shoot(provider, `${w}-pending-approvals`);
    await provider.getByTestId('approval-row').first().getByRole('button', { name: /^Deny/ }).click();
    await provider.getByTestId('deny-dialog').getByRole('button', { name: 'Deny' }).click();
    await shoot(provider, `${w}-deny-dialog`);
    await staff.close();
  });
}
