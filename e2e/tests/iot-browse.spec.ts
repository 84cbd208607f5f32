/** IoT manager screens beyond a device's live events: rules, routes, legacy groups, paging, detail errors; at 360 px. */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow } from '../support/axe';
import { DEMO, signIn } from '../support/session';
import { settleShell } from '../support/shell';

test.use({ viewport: { width: 360, height: 780 } });

async function signedIn(page: Page) {
  await signIn(page, DEMO.developer);
  await settleShell(page, 'Acme Integrations');
}

test('routes of a region group and rules of a current group, on a narrow screen', async ({ page }) => {
  await signedIn(page);
  await page.goto('/iot/groups');
  await expect(page.getByTestId('iot-groups-table')).toContainText('acme-fleet-eu');
  await expectNoHorizontalOverflow(page, 'IoT group list at 360 px');
  await expectAccessible(page, 'IoT group list at 360 px');

  // A region-type group has Routes instead of Rules, and no delivery endpoints.
  await page.getByTestId('iot-groups-table').getByRole('link', { name: 'acme-fleet-eu', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Service vans EU' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Rules' })).toHaveCount(0);
  await expect(page.getByTestId('iot-group-details')).not.toContainText('Lifecycle endpoint');
  await page.getByRole('tab', { name: 'Routes' }).click();
  const routes = page.getByTestId('iot-routes-table');
  await expect(routes).toContainText('https://alerts.acme.example/fuel');
  await expectNoHorizontalOverflow(page, 'routes tab at 360 px');
  await expectAccessible(page, 'IoT routes tab');
  await routes.getByRole('link', { name: 'View More: low-fuel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'low-fuel' })).toBeVisible();
  await expect(page.getByTestId('iot-route-details')).toContainText('$body.fuel < 15');
  await expectNoHorizontalOverflow(page, 'route detail at 360 px');

  // Back to the group through the breadcrumb, on its Routes tab; then a current group's rules.
  await page.getByTestId('iot-breadcrumbs').getByRole('link', { name: 'acme-fleet-eu' }).click();
  await expect(page.getByRole('tab', { name: 'Routes' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/iot/groups/acme-pumps-eu?resourceType=current&region=eu-west&tab=rules');
  const rules = page.getByTestId('iot-rules-table');
  await expect(rules).toContainText('pressure-alerts');
  await rules.getByRole('link', { name: 'View More: pressure-alerts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'pressure-alerts' })).toBeVisible();
  await expect(page.getByTestId('alert-iot-rule-welcome')).toContainText('Welcome to the rule details');
  await expect(page.getByTestId('iot-rule-details')).toContainText('fn-pressure-alerts');
  await expectNoHorizontalOverflow(page, 'rule detail at 360 px');
  await expectAccessible(page, 'IoT rule detail');
});

test('legacy devices, event paging and detail errors, on a narrow screen', async ({ page }) => {
  await signedIn(page);
  // A legacy group: Attributes, and its devices' last reported time.
  await page.goto('/iot/groups/acme-legacy-eu?resourceType=legacy&region=eu-west');
  await expect(page.getByTestId('iot-group-details')).toContainText('protocol: DSN');
  await page.getByRole('tab', { name: 'Devices' }).click();
  await expect(page.getByRole('columnheader', { name: 'Last Reported' })).toBeVisible();
  await expect(page.getByTestId('iot-devices-table')).toContainText('DSN-EU-1001');
  await expectNoHorizontalOverflow(page, 'legacy devices at 360 px');
  await expectAccessible(page, 'IoT legacy devices');
  // An exact serial lookup that fails shows an empty list.
  await page.getByRole('textbox', { name: 'Search by device serial number' }).fill('DSN-EU-10');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('iot-devices-table')).toContainText('No entries found');

  // The showcase device reports every 5 minutes: 12 hours hold more than one page of 100, fewer than two.
  await page.goto('/iot/devices/PMP-EU-0001?resourceType=current&groupId=acme-pumps-eu&region=eu-west&tab=events');
  await page.getByRole('combobox', { name: 'Time period' }).click();
  await page.getByRole('option', { name: '12h', exact: true }).click();
  await page.getByRole('button', { name: 'Run Query' }).click();
  const events = page.getByTestId('iot-events-table');
  await expect(events).toContainText('1–25 of 100');
  await events.getByRole('button', { name: 'Load more' }).click();
  await expect(events).toContainText(/101–125 of 1\d\d/);
  await expect(events.getByRole('button', { name: 'Load more' })).toBeDisabled();
  await expectNoHorizontalOverflow(page, 'device events at 360 px');

  // Detail errors: the status text as title, the server's message as body.
  await page.goto('/iot/groups/globex-nowhere?resourceType=current');
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
  await expect(page.getByTestId('iot-detail-error')).toContainText('Device group globex-nowhere not found.');
  await expectAccessible(page, 'IoT detail error');
});

test('a region device: the Events tab explains its unavailable filter readably (issue 22 defect 16, axe)', async ({
  page,
}) => {
  await signedIn(page);
  await page.goto('/iot/groups/acme-fleet-eu?resourceType=region&region=eu-west');
  await page.getByRole('tab', { name: 'Devices' }).click();
  await page.getByTestId('iot-devices-table').getByRole('link').first().click();
  await page.getByRole('tab', { name: 'Events' }).click();
  await expect(page.getByRole('button', { name: 'Run Query' })).toBeVisible();
  await expectAccessible(page, 'IoT region device events');
});
