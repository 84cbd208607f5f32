/**
 * E-mail trace and analytics (spec 3 sections 2.2, 4, 8, 9; issue 10 acceptance): two sends to an address the sink
 * refuses with 550 give a bounce, then a suppress-bounce; the trace shows the failed events and the analytics of the
 * template count both. Every utilities page is also looked at 360 px wide.
 */
import { expect, test } from '@playwright/test';
import { TEMPLATE_SKELETON, type EmailEvent } from '@dc/contracts';
import { expectAccessible, expectNoHorizontalOverflow } from '../support/axe';
import { DEMO, signIn } from '../support/session';
import { settleShell } from '../support/shell';
import { shoot, teamApi } from './templates-support';

test('a bounce, then a suppressed send, in the trace and the analytics', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.staff);
  await settleShell(page);
  const name = `Bounce check ${Date.now()}`;
  const { template_id: id } = await teamApi<{ template_id: string }>(page, 'POST', '/api/templates', {
    name,
    sender_name: 'Checks',
    variables: ['url'],
    locales: { en: TEMPLATE_SKELETON },
  });
  await teamApi(page, 'POST', `/api/templates/publish/${id}`);
  const recipient = `bounce.${Date.now()}@example.com`;
  const send = () =>
    teamApi(page, 'POST', '/api/email/send', {
      template: id,
      to: recipient,
      template_variables: { url: 'https://x.io' },
    });
  const failures = async () =>
    (
      await teamApi<{ events: EmailEvent[] }>(
        page,
        'GET',
        `/api/email/events?recipient=${encodeURIComponent(recipient)}`,
      )
    ).events
      .filter((e) => e.event_type === 'failed')
      .map((e) => e.failure_type)
      .sort();
  await send();
  await expect.poll(failures, { timeout: 20_000 }).toEqual(['bounce']);
  await send();
  await expect.poll(failures, { timeout: 20_000 }).toEqual(['bounce', 'suppress-bounce']);

  await page.goto('/utilities/emailtrace');
  const field = page.getByRole('textbox', { name: 'Email address' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Provide Email address')).toBeVisible();
  await field.fill(`nobody.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No transactional emails during the last 30 days were found.')).toBeVisible();
  await field.fill(recipient);
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = page.getByTestId('trace-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'suppress-bounce' })).toHaveCount(1);
  await expect(rows.filter({ hasText: /failed\s*bounce/ })).toHaveCount(1);
  await expect(rows.first()).toContainText('UTC');
  await expectAccessible(page, 'email trace');
  await shoot(page, 'desktop-trace');

  await page.goto('/utilities/templates/list');
  await page.getByRole('link', { name: `Analytics of ${name}` }).click();
  await expect(page.getByRole('combobox', { name: 'Duration' })).toContainText('1 year');
  await expect(page.getByTestId('count-bounced')).toHaveText('1');
  await expect(page.getByTestId('count-bounceSuppressions')).toHaveText('1');
  await expect(page.getByTestId('count-delivered')).toHaveText('0');
  await expect(page.getByTestId('analytics-help')).toContainText('above 94%');
  await expectAccessible(page, 'analytics summary');
  await shoot(page, 'desktop-analytics-summary');
  await page.getByRole('tab', { name: 'Charts' }).click();
  await expect(page.locator('figure svg').first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'Combined Metrics' }).check();
  await expect(page.getByRole('figure', { name: 'All metrics' })).toBeVisible();
  await expectAccessible(page, 'analytics charts');
  await shoot(page, 'desktop-analytics-charts');
  await page.getByRole('combobox', { name: 'Duration' }).click();
  await page.getByRole('option', { name: '7 days' }).click();
  await expect(page.locator('figure svg').first()).toBeVisible();
  await shoot(page, 'desktop-analytics-7d');

  await page.setViewportSize({ width: 360, height: 780 });
  const pages: [string, string][] = [
    ['intro', '/utilities/list'],
    ['tools', '/utilities/tools'],
    ['list', '/utilities/templates/list'],
    ['preview', `/utilities/templates/preview/${id}`],
    ['edit', `/utilities/templates/details/${id}`],
    ['analytics', `/utilities/templates/analytics/${id}`],
    ['trace', '/utilities/emailtrace'],
  ];
  for (const [label, path] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('template-loading')).toHaveCount(0);
    await expectNoHorizontalOverflow(page, label);
    await shoot(page, `narrow-${label}`);
  }
});
