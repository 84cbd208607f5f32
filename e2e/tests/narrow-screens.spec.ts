import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow } from '../support/axe';
import { DEMO, signInAtProvider } from '../support/session';
import { acceptAgreementIfShown, chooseTeam, waitForShell } from '../support/shell';

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
