import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow } from '../support/axe';
import { DEMO, signInAtProvider } from '../support/session';
import { acceptAgreementIfShown, chooseTeam, settleShell, waitForShell } from '../support/shell';

test.use({ viewport: { width: 360, height: 740 } });

test('landing, sign-in, home and error pages fit a 360 px screen', async ({ page }) => {
  for (const path of ['/landing', '/error/404', '/error/999']) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectNoHorizontalOverflow(page, path);
  }
  await page.goto('/home');
  await page.waitForURL(/\/interaction\//);
  await expectNoHorizontalOverflow(page, 'sign-in page');
  await signInAtProvider(page, DEMO.developer);
  await page.waitForURL((url) => url.pathname === '/home');
  await acceptAgreementIfShown(page);
  // The developer has two teams: the Team Selection dialog fits the screen too.
  expect(await waitForShell(page)).toBe('team-selection');
  await expectNoHorizontalOverflow(page, 'Team Selection dialog');
  await expectAccessible(page, 'Team Selection dialog at 360 px');
  await chooseTeam(page);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expectNoHorizontalOverflow(page, '/home');
  await expectAccessible(page, '/home at 360 px');
});

// Issue 22: at 360 px the team selector shows "Platform Engineering" whole, and a table keeps its row action in reach.
test('the team selector label fits and table actions stay in view at 360 px', async ({ page }) => {
  await page.goto('/applications');
  await page.waitForURL(/\/interaction\//);
  await signInAtProvider(page, DEMO.staff);
  await page.waitForURL((url) => url.pathname === '/applications');
  await settleShell(page, 'Platform Engineering');
  const label = page.getByTestId('team-selector').getByRole('combobox', { name: 'Team' });
  await expect(label).toHaveText('Platform Engineering');
  expect(await label.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
  const row = page.getByTestId('application-row').first();
  await expect(row.getByRole('button', { name: /^Delete / })).toBeInViewport({ ratio: 1 });
  await expectNoHorizontalOverflow(page, '/applications');
  await expectAccessible(page, '/applications at 360 px');
});
