/**
 * Issue 9 acceptance: the team admin invites outsider@example.com to Acme Field Kit; the outsider (signed up through a
 * team invitation first, so that they have a team to accept for) reads the e-mail, opens the link in a fresh
 * browser, accepts, and lands on the catalog; the owner then sees the invitation Accepted.
 */
import { expect, test } from '@playwright/test';
import type { Team } from '@dc/contracts';
import { expectAccessible } from '../support/axe';
import { linkIn, readMail } from '../support/mail';
import { expectAccessibleSettled, signUpAtProvider, uniqueName } from '../support/prompts';
import { DEMO, signIn } from '../support/session';
import { acceptAgreementIfShown, api, settleShell } from '../support/shell';

const OUTSIDER = { email: 'outsider@example.com', firstName: 'Olive', lastName: 'Outsider' };

test('invite a user by e-mail, accept in a fresh browser, the owner sees Accepted', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.teamAdmin);
  await settleShell(page, 'Acme Integrations');

  // The outsider's team: a new team of Acme Corp that they join by its invitation.
  const me = (await api(page, 'GET', '/api/profiles/users/me')) as { uuid: string };
  const { items } = (await api(page, 'GET', `/api/core/teams?uuid=${me.uuid}`)) as { items: Team[] };
  const accountId = items.find((t) => t.name === 'Acme Integrations')!.accountId;
  const teamName = uniqueName('Outside Crew');
  const team = (await api(page, 'POST', '/api/core/teams', { name: teamName, accountId })) as { uuid: string };
  const startedAt = Date.now();
  await api(page, 'POST', `/api/core/teams/${team.uuid}/addMember`, { email: OUTSIDER.email, role: 'standard-user' });

  // The owner invites the outsider from the Access tab.
  await page.goto('/catalogs?type=custom');
  await page.getByTestId('catalog-card').filter({ hasText: 'Acme Field Kit' }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('tab', { name: 'Access' }).click();
  const invite = page.getByRole('button', { name: 'Invite user' });
  await expect(invite).toBeDisabled();
  await expect(page.getByTestId('relations-table')).toBeVisible();
  await expectAccessible(page, 'access tab');
  await page.getByLabel('E-mail address').fill('outsider@');
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(invite).toBeDisabled();
  await page.getByLabel('E-mail address').fill(OUTSIDER.email);
  await invite.click();
  await expect(page.getByText(`Invitation sent to ${OUTSIDER.email}.`)).toBeVisible();
  const row = page.getByTestId('relation-row').filter({ hasText: OUTSIDER.email });
  await expect(row.getByTestId('relation-status')).toHaveText('Pending');

  // The outsider joins their team, then opens the catalog invitation.
  const teamMail = await readMail(browser, OUTSIDER.email, { subject: teamName, after: startedAt - 1000 });
  const outsider = await (await browser.newContext()).newPage();
  await outsider.goto(linkIn(teamMail, '/invite/teams/'));
  await outsider.waitForURL(/\/interaction\//);
  await signUpAtProvider(outsider, OUTSIDER);
  await outsider.waitForURL((url) => url.pathname === `/teams/${team.uuid}`, { timeout: 30_000 });
  await acceptAgreementIfShown(outsider);
  const catalogMail = await readMail(browser, OUTSIDER.email, { subject: 'Acme Field Kit', after: startedAt - 1000 });
  await outsider.goto(linkIn(catalogMail, '/catalogs/'));
  const dialog = outsider.getByRole('dialog', { name: 'Accept Catalog Invite' });
  await expect(dialog).toContainText("Welcome! You've been invited to access a private catalog.");
  await expectAccessibleSettled(outsider, 'accept dialog');
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(outsider.getByText('Invitation Accepted!')).toBeVisible();
  await outsider.waitForURL(/\/catalogs\/[^/]+\/view/);
  await expect(outsider.getByTestId('catalog-title')).toHaveText('Acme Field Kit');
  await expect(outsider.getByTestId('catalog-product')).toHaveCount(3);
  await expect(outsider.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  await page.reload();
  await expect(row.getByTestId('relation-status')).toHaveText('Accepted');
});
