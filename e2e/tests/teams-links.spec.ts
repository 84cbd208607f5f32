/**
 * Linked teams across accounts: a team admin of Acme Corp sends a link request to the admin of a Globex team, who
 * opens the link from the e-mail and approves or declines it; a non-admin may not start one.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { linkIn, readMail } from '../support/mail';
import { expectAccessibleSettled, expectNoOverflowSettled, uniqueName } from '../support/prompts';
import { acceptAgreementIfShown, settleShell } from '../support/shell';
import { DEMO, signIn, signInAtProvider } from '../support/session';
import { createTeam } from '../support/teams';

const GLOBEX_ADMIN = 'globex.admin@example.com';

/** Team admin: a fresh team of Acme Corp sends a link request to the Globex admin; the request page opens for them. */
async function requestLink(page: Page, browser: Browser, prefix: string) {
  await signIn(page, DEMO.teamAdmin);
  await settleShell(page, 'Acme Integrations');
  const teamName = uniqueName(prefix);
  await createTeam(page, teamName);
  await page.getByRole('tab', { name: 'Linked Teams' }).click();
  const sentAt = Date.now();
  await page.getByRole('button', { name: 'Team Link' }).last().click();
  const dialog = page.getByTestId('link-team-dialog');
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  await dialog.getByLabel('Email address').fill(GLOBEX_ADMIN);
  await dialog.getByLabel('Note (optional)').fill('Shall we work together?');
  await expectAccessibleSettled(page, 'Link a Team dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible();
  await expect(page.getByTestId('pending-links-table')).toContainText(GLOBEX_ADMIN);

  const mail = await readMail(browser, GLOBEX_ADMIN, { subject: teamName, after: sentAt - 1000 });
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(linkIn(mail, '/teams/link/'));
  await invitee.waitForURL(/\/interaction\//);
  await signInAtProvider(invitee, GLOBEX_ADMIN);
  await invitee.waitForURL(/\/teams\/link\//);
  await acceptAgreementIfShown(invitee);
  await expect(invitee.getByTestId('inviter-team-name')).toHaveText(teamName);
  await expect(invitee.getByTestId('inviter-email')).toHaveText(DEMO.teamAdmin);
  await expect(invitee.getByTestId('inviter-account-name')).toHaveText('Acme Corp');
  return { teamName, invitee };
}

test('a link request accepted links both teams', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { teamName, invitee } = await requestLink(page, browser, 'Link Accept');
  const approve = invitee.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeDisabled();
  await expectAccessibleSettled(invitee, 'link request page');
  await invitee.setViewportSize({ width: 360, height: 780 });
  await expectNoOverflowSettled(invitee, 'link request page at 360 px');
  await invitee.setViewportSize({ width: 1280, height: 800 });
  await invitee.getByRole('combobox', { name: 'Your team' }).click();
  await invitee.getByRole('option', { name: /Globex Labs/ }).click();
  await approve.click();
  await expect(invitee.getByText('Teams now linked!')).toBeVisible();
  await expect(invitee.getByTestId('currently-linked-table')).toContainText(teamName);

  await page.reload();
  await expect(page.getByTestId('currently-linked-table')).toContainText('Globex Labs');
  await expect(page.getByTestId('pending-links-table')).toContainText('No entries found');
  await expectAccessibleSettled(page, 'Linked Teams tab');
});

test('a link request declined is gone', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { invitee } = await requestLink(page, browser, 'Link Decline');
  await invitee.getByRole('button', { name: 'Decline' }).click();
  await expect(invitee.getByText('Declined link team request')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('pending-links-table')).toContainText('No entries found');
  await expect(page.getByTestId('currently-linked-table')).toContainText('No entries found');
});

test('a team member who is no admin may not start a link request', async ({ page }) => {
  await signIn(page, DEMO.developer, '/teams/myTeam');
  await settleShell(page, 'Acme Integrations');
  await page.getByRole('link', { name: /Acme Integrations/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Integrations' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Linked Teams' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Member' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Team Link' }).click();
  await expect(page.getByText('Not Authorized - only a team admin may initiate a linked team request')).toBeVisible();
  await expectAccessibleSettled(page, 'team summary of a member');
});

test('a broken link request shows the link error page', async ({ page }) => {
  await signIn(page, DEMO.developer);
  await settleShell(page, 'Acme Integrations');
  await page.goto(
    '/teams/link/00000000-0000-4000-8000-000000000000?inviter_team_id=00000000-0000-4000-8000-000000000001',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Linked Teams Error' })).toBeVisible();
  await expect(page.getByTestId('link-error-message')).not.toBeEmpty();
  await expectAccessibleSettled(page, 'link error page');
});
