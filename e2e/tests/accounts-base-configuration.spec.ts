/**
 * Base configuration after sign-in (spec 1 section 4.4) for no.team@example.com, a standard-user of the marketplace
 * account Umbrella Builders (not initialized) without a team. First a failed activation (the initialize call answers
 * with a RUNNING activation whose status then reads FAILED, in the server's shape): the overlay still completes and
 * the user is not blocked. Then, after a reload without interception, the real activation: the user ends as a
 * member of the account's first team, Umbrella Site Crew.
 */
import { expect, test, type Page } from '@playwright/test';
import type { AccountActivation } from '@dc/contracts';
import { expectAccessibleSettled } from '../support/prompts';
import { acceptAgreementIfShown } from '../support/shell';
import { DEMO, signInAtProvider } from '../support/session';

const FAKE_ACTIVATION = '99999999-9999-4999-8999-999999999999';

async function failActivations(page: Page) {
  const activation = (accountId: string, status: AccountActivation['status']): AccountActivation => ({
    id: FAKE_ACTIVATION,
    accountId,
    userId: '00000000-0000-4000-8000-000000000000',
    status,
    reason: status === 'FAILED' ? 'The account name is longer than 100 characters.' : null,
    startedAt: new Date().toISOString(),
    finishedAt: status === 'FAILED' ? new Date().toISOString() : null,
  });
  const accountOf = (url: string) => /accounts-v2\/([^/]+)\//.exec(url)![1];
  await page.route('**/api/core/accounts-v2/*/initialize', (route) =>
    route.fulfill({ status: 202, json: activation(accountOf(route.request().url()), 'RUNNING') }),
  );
  await page.route(`**/api/core/accounts-v2/*/initializationStatuses/${FAKE_ACTIVATION}`, (route) =>
    route.fulfill({ json: activation(accountOf(route.request().url()), 'FAILED') }),
  );
}

interface OverlayLog {
  overlayLog: { tipBeforeComplete: boolean; restrictionBehindOverlay: boolean };
}

/** Watches the page for what the overlay showed, and whether the restriction page rendered while it was open. */
const logOverlay = () => {
  const log = { tipBeforeComplete: false, restrictionBehindOverlay: false };
  (window as unknown as OverlayLog).overlayLog = log;
  new MutationObserver(() => {
    const overlay = document.querySelector('[data-testid="base-configuration-overlay"]');
    if (!overlay) return;
    const text = overlay.textContent ?? '';
    if (text.includes('Did you know?') && !text.includes('Complete!')) log.tipBeforeComplete = true;
    if (document.querySelector('[data-testid="restriction-page"]')) log.restrictionBehindOverlay = true;
  }).observe(document, { childList: true, subtree: true, characterData: true });
};

test('a failed activation completes without blocking; the real one adds the user to the first team', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(logOverlay);
  await failActivations(page);
  await page.goto('/landing');
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await signInAtProvider(page, DEMO.noTeam);
  await page.waitForURL(/\/(home|restrict)/);
  await acceptAgreementIfShown(page);

  const overlay = page.getByTestId('base-configuration-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('progressbar', { name: 'Account setup progress' })).toHaveAttribute(
    'aria-valuenow',
    '40',
  );
  await expectAccessibleSettled(page, 'base configuration overlay');
  await expect(overlay.getByText('Complete!')).toBeVisible({ timeout: 15_000 });
  // Defect 8 (issue 22): the work completes in about a second; the tips still showed before 'Complete!', and the
  // restriction page never appeared behind the overlay (recorded in the page, whatever the machine's load).
  expect(await page.evaluate(() => (window as unknown as OverlayLog).overlayLog)).toEqual({
    tipBeforeComplete: true,
    restrictionBehindOverlay: false,
  });
  await expect(overlay.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(overlay).toBeHidden({ timeout: 15_000 });
  // Not blocked: the restriction page for a user without a team is usable.
  await expect(page.getByTestId('restriction-page')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeEnabled();

  await page.unrouteAll();
  await page.reload();
  await expect(overlay).toBeVisible();
  await expect(overlay.getByText('Complete!')).toBeVisible({ timeout: 30_000 });
  await expect(overlay).toBeHidden({ timeout: 15_000 });
  await page.goto('/teams');
  await expect(page.getByRole('heading', { level: 1, name: 'Umbrella Site Crew' })).toBeVisible();
  await expect(page.getByTestId('members-list')).toContainText('Nora Noteam');
  await expectAccessibleSettled(page, 'first team after base configuration');
});
