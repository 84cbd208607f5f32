/**
 * IoT manager against the real server and its embedded broker (issue 12 acceptance): a test MQTT client with a demo
 * device's credentials publishes to its topic; the Events tab (Run Query, 5m) shows the message and its payload as
 * JSON; the device shows Active, and Inactive once the client has gone.
 */
import { expect, test, type Page } from '@playwright/test';
import mqtt from 'mqtt';
import { demoIotDevices } from '../../apps/server/src/demo/iot-world.js';
import { expectAccessible, expectNoHorizontalOverflow } from '../support/axe';
import { DEMO, signIn } from '../support/session';
import { settleShell } from '../support/shell';

const SERIAL = 'PMP-EU-0014';
const PAYLOAD = { pressureBar: 3.7, state: 'RUNNING', valves: [1, 2] };

/** The team admin of Acme Integrations (the team owning the demo groups) opens IoT from the navigation's Tools. */
async function openIot(page: Page) {
  await signIn(page, DEMO.teamAdmin);
  await settleShell(page, 'Acme Integrations');
  await page.getByTestId('nav-tools').click();
  await page.getByTestId('nav-iot').click();
  await expect(page).toHaveURL(/\/iot\/groups$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Device Groups' })).toBeVisible();
}

test('a device publishes; its event, payload and status show in the console', async ({ page }) => {
  await openIot(page);
  const groups = page.getByTestId('iot-groups-table');
  await expect(groups.getByRole('link', { name: 'acme-pumps-eu', exact: true })).toBeVisible();
  await expect(groups.getByRole('link', { name: 'acme-legacy-eu', exact: true })).toBeVisible();
  // Everything fits in the first page of both lists: both bookmarks are 'none'.
  await expect(page.getByRole('button', { name: 'Load more' })).toBeDisabled();

  await page.getByRole('textbox', { name: 'Search by Group Id' }).fill('acme-pumps');
  await page.keyboard.press('Enter');
  await expect(groups).toContainText('No entries found');
  await page.getByRole('textbox', { name: 'Search by Group Id' }).fill('acme-pumps-eu');
  await page.keyboard.press('Enter');
  await expect(groups.getByRole('row')).toHaveCount(2);
  await groups.getByRole('link', { name: 'View More: acme-pumps-eu' }).click();

  await expect(page).toHaveURL(/\/iot\/groups\/acme-pumps-eu\?resourceType=current&region=eu-west/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pump stations EU' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy BrokerEndpoint' })).toBeVisible();
  const endpoint = (await page.getByTestId('broker-endpoint').textContent()) ?? '';
  expect(endpoint).toMatch(/^mqtt:\/\/127\.0\.0\.1:\d+$/);
  await expectAccessible(page, 'IoT group details');

  const device = demoIotDevices().find((d) => d.serialNumber === SERIAL)!;
  const client = await mqtt.connectAsync(endpoint, {
    clientId: device.clientId,
    username: device.username,
    password: device.password,
    reconnectPeriod: 0,
  });
  const topic = `groups/acme-pumps-eu/devices/${SERIAL}/telemetry`;
  try {
    // QoS 1: the acknowledgement comes after the event is stored.
    await client.publishAsync(topic, JSON.stringify(PAYLOAD), { qos: 1 });

    await page.getByRole('tab', { name: 'Devices' }).click();
    await page.getByRole('textbox', { name: 'Search by device serial number' }).fill(SERIAL);
    await page.keyboard.press('Enter');
    const devices = page.getByTestId('iot-devices-table');
    await expect(devices.getByRole('row')).toHaveCount(2);
    await expect(devices.getByRole('row').nth(1)).toContainText('Active');
    await devices.getByRole('link', { name: SERIAL, exact: true }).click();

    await expect(page).toHaveURL(
      /\/iot\/devices\/PMP-EU-0014\?resourceType=current&groupId=acme-pumps-eu&region=eu-west/,
    );
    await expect(page.getByRole('heading', { level: 1, name: SERIAL })).toBeVisible();
    await expect(page.getByTestId('iot-device-details')).toContainText(device.username);
    await expect(page.getByTestId('active-status').first()).toHaveText('Active');

    await page.getByRole('tab', { name: 'Events' }).click();
    await expect(page.getByLabel('Start (UTC)')).toHaveAttribute('type', 'datetime-local');
    await page.getByRole('combobox', { name: 'Time period' }).click();
    await page.getByRole('option', { name: '5m', exact: true }).click();
    await page.getByRole('button', { name: 'Run Query' }).click();
    const events = page.getByTestId('iot-events-table');
    await expect(events.getByRole('row')).toHaveCount(2);
    await expect(events).toContainText(topic);
    await expect(page.getByRole('button', { name: 'Load more' })).toBeDisabled();
    await expectAccessible(page, 'IoT device events');

    await events.getByRole('button', { name: 'View Payload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payload' });
    expect(await dialog.getByTestId('iot-payload').textContent()).toBe(JSON.stringify(PAYLOAD, null, 2));
    await expectAccessible(page, 'View Payload dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoHorizontalOverflow(page, 'IoT device events at 360 px');
  } finally {
    await client.endAsync();
  }

  // The broker marks the device inactive as the connection closes; a reload reads it afresh.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: SERIAL })).toBeVisible();
    await expect(page.getByTestId('active-status').first()).toHaveText('Inactive', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
});
