import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/session';
import { settleShell } from '../support/shell';

const pages: Array<[string, string, string]> = [
  ['groups', '/iot/groups', 'iot-groups-table'],
  ['group-current', '/iot/groups/acme-pumps-eu?resourceType=current&region=eu-west', 'iot-group-details'],
  ['group-region', '/iot/groups/acme-fleet-eu?resourceType=region&region=eu-west', 'iot-group-details'],
  ['group-legacy', '/iot/groups/acme-legacy-eu?resourceType=legacy&region=eu-west', 'iot-group-details'],
  ['devices', '/iot/groups/acme-pumps-eu?resourceType=current&region=eu-west&tab=devices', 'iot-devices-table'],
  ['rules', '/iot/groups/acme-pumps-eu?resourceType=current&region=eu-west&tab=rules', 'iot-rules-table'],
  ['routes', '/iot/groups/acme-fleet-eu?resourceType=region&region=eu-west&tab=routes', 'iot-routes-table'],
  [
    'device',
    '/iot/devices/PMP-EU-0001?resourceType=current&groupId=acme-pumps-eu&region=eu-west',
    'iot-device-details',
  ],
  [
    'device-legacy',
    '/iot/devices/DSN-EU-1001?resourceType=legacy&groupId=acme-legacy-eu&region=eu-west',
    'iot-device-details',
  ],
  [
    'events',
    '/iot/devices/PMP-EU-0001?resourceType=current&groupId=acme-pumps-eu&region=eu-west&tab=events',
    'iot-events-table',
  ],
  [
    'events-region',
    '/iot/devices/VAN-EU-001?resourceType=region&groupId=acme-fleet-eu&region=eu-west&tab=events',
    'iot-events-table',
  ],
  ['error', '/iot/groups/nope?resourceType=current', 'iot-detail-error'],
];

test('screens', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, DEMO.developer);
  await settleShell(page, 'Acme Integrations');
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    for (const [name, path, testId] of pages) {
      await page.goto(path);
      await expect(page.getByTestId(testId)).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/h3-shots/${name}-${width}.png`, fullPage: true });
    }
    await page.goto(pages[9][1]);
    await page.getByTestId('iot-events-table').getByRole('button', { name: 'View Payload' }).first().click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/h3-shots/payload-${width}.png` });
    await page.goto('/iot/rules/x?resourceType=current');
    await page.goto(pages[5][1]);
    await page.getByTestId('iot-rules-table').getByRole('link').first().click();
    await expect(page.getByTestId('iot-rule-details')).toBeVisible();
    await page.screenshot({ path: `/tmp/h3-shots/rule-${width}.png`, fullPage: true });
    await page.goto(pages[6][1]);
    await page.getByTestId('iot-routes-table').getByRole('link').first().click();
    await expect(page.getByTestId('iot-route-details')).toBeVisible();
    await page.screenshot({ path: `/tmp/h3-shots/route-${width}.png`, fullPage: true });
  }
});
