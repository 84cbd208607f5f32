/**
 * The main journey: a team admin creates a team, invites a colleague by e-mail; the colleague opens the link
 * from the mail, signs up and lands in the team; the admin sees them move from Pending to Members, makes them an
 * Administrator (their view changes after a reload), removes them, and deletes the then empty team.
 */
import { expect, test } from '@playwright/test';
import { linkIn, readMail } from '../support/mail';
import { expectAccessibleSettled, expectNoOverflowSettled, signUpAtProvider, uniqueName } from '../support/prompts';
import { acceptAgreementIfShown, settleShell } from '../support/shell';
import { DEMO, signIn } from '../support/session';
import { createTeam } from '../support/teams';

const COLLEAGUE = { email: 'dev2@example.com', firstName: 'Devon', lastName: 'Second' };

test('invite by e-mail, join by sign-up, change the role, remove the member, delete the empty team', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.teamAdmin);
  await settleShell(page, 'Acme Integrations');
  const teamName = uniqueName('Field Crew');
  const teamId = await createTeam(page, teamName);
  await expect(page.getByTestId('members-list')).toContainText('Tara Admin');
  await expect(page.getByTestId('pending-list')).toContainText('No Pending Invitations.');
  await expectAccessibleSettled(page, 'team summary');

  // Invite: Send stays disabled until the e-mail is valid and a role is chosen.
  const sentAt = Date.now();
  await page.getByRole('button', { name: 'Add Member' }).click();
  const dialog = page.getByTestId('add-member-dialog');
  const send = dialog.getByRole('button', { name: 'Send invitation' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('User email').fill('dev2@');
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await dialog.getByLabel('User email').fill(COLLEAGUE.email);
  await expect(send).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Team Member' }).click();
  await expectAccessibleSettled(page, 'Add Member dialog');
  await send.click();
  await expect(page.getByText('Invitation sent.')).toBeVisible();
  await expect(page.getByTestId('pending-list')).toContainText(COLLEAGUE.email);

  // The colleague reads the mail, opens the link in a fresh browser, signs up and lands in the team.
  const mail = await readMail(browser, COLLEAGUE.email, { subject: teamName, after: sentAt - 1000 });
  const link = linkIn(mail, `/invite/teams/`);
  const colleague = await (await browser.newContext()).newPage();
  await colleague.goto(link);
  await colleague.waitForURL(/\/interaction\//);
  await signUpAtProvider(colleague, COLLEAGUE);
  await colleague.waitForURL((url) => url.pathname === `/teams/${teamId}`, { timeout: 30_000 });
  await acceptAgreementIfShown(colleague);
  await expect(colleague.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  await expect(colleague.getByTestId('members-list')).toContainText('Devon Second');
  await expect(colleague.getByText('Your role: Team Member')).toBeVisible();
  await expect(colleague.getByRole('tab', { name: 'Linked Teams' })).toHaveCount(0);
  await expectAccessibleSettled(colleague, 'team summary of a new member');

  // The admin sees the colleague move from Pending to Members.
  await page.reload();
  await expect(page.getByTestId('members-list')).toContainText('Devon Second');
  await expect(page.getByTestId('pending-list')).toContainText('No Pending Invitations.');

  // Role change to Administrator: the colleague's view changes after a reload.
  await page.getByRole('button', { name: 'Edit the role of Devon Second' }).click();
  const edit = page.getByTestId('edit-member-dialog');
  await expect(edit.getByRole('button', { name: 'Update' })).toBeDisabled();
  await edit.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Administrator' }).click();
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Role updated.')).toBeVisible();
  await colleague.reload();
  await expect(colleague.getByText('Your role: Administrator')).toBeVisible();
  await expect(colleague.getByRole('tab', { name: 'Linked Teams' })).toBeVisible();
  await expect(colleague.getByRole('button', { name: 'Add Member' })).toBeVisible();
  await colleague.setViewportSize({ width: 360, height: 780 });
  await expectNoOverflowSettled(colleague, 'team summary at 360 px');

  // Remove the member, then delete the team, which has no other member left.
  await page.reload();
  await page.getByRole('button', { name: 'Remove Devon Second' }).click();
  await page.getByTestId('remove-member-dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('User removed.')).toBeVisible();
  await expect(page.getByTestId('members-list')).not.toContainText('Devon Second');
  await page.getByRole('button', { name: 'Delete team' }).click();
  const remove = page.getByTestId('delete-team-dialog');
  await expect(remove.getByRole('button', { name: 'Delete' })).toBeEnabled();
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Team Deleted.')).toBeVisible();
  await page.waitForURL(/\/teams\/myTeam/);
  await expect(page.getByTestId('team-cards')).not.toContainText(teamName);
});
