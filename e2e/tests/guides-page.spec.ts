/**
 * Guides (spec 3 sections 2.3, 4, 8, 9): the help icon opens the first guide, the table of contents links to a
 * heading that scrolls into view and is highlighted for 1.5 s, unknown and internal files are 404 for a developer,
 * internal guides are listed for internal staff, and the dashboard widget shows 3 guides. Desktop and 360 px.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow } from '../support/axe';
import { DEMO, signIn } from '../support/session';
import { settleShell } from '../support/shell';

const shots = path.resolve(import.meta.dirname, '../../test-results/guides-screens');
const article = (page: Page) => page.getByRole('article');
const guideNav = (page: Page) => page.getByRole('navigation', { name: 'All guides' });

test('help icon, first guide, table of contents with a highlighted heading, 404s (developer, desktop)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, DEMO.developer);
  await settleShell(page, 'Acme Integrations');

  const widget = page.getByTestId('guides-widget');
  await expect(widget.getByRole('listitem')).toHaveCount(3);
  await expect(widget.getByRole('heading', { name: 'Getting started' })).toBeVisible();
  await widget.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'home-widget-1280.png') });

  await page.getByRole('banner').getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/guides\/getting-started$/);
  await expect(article(page).getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  await expect(page).toHaveTitle('Getting started - Guides - Developer Console');
  await expect(guideNav(page).getByRole('button', { name: 'Support runbook' })).toHaveCount(0);
  await expectAccessible(page, 'guide getting-started');
  await page.screenshot({ path: path.join(shots, 'guide-1280.png'), fullPage: true });

  // Another guide from the accordions, then a heading from its table of contents.
  await guideNav(page).getByRole('button', { name: 'Teams and members' }).click();
  await expect(page).toHaveURL(/\/guides\/teams$/);
  await guideNav(page).getByRole('link', { name: 'Link teams' }).click();
  await expect(page).toHaveURL(/\/guides\/teams#Link-teams$/);
  const heading = article(page).getByRole('heading', { name: 'Link teams' });
  await expect(heading).toHaveAttribute('id', 'Link-teams');
  await expect(heading).toHaveClass(/guide-heading-highlight/);
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  await page.screenshot({ path: path.join(shots, 'guide-highlight-1280.png') });
  await expect(heading).not.toHaveClass(/guide-heading-highlight/, { timeout: 3000 });

  for (const file of ['no-such-guide', 'support-runbook']) {
    await page.goto(`/guides/${file}`);
    await expect(page.getByTestId('error-status')).toHaveText('404');
  }
});

test('deep link with a hash at 360 px: the list folds above the guide (developer)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, DEMO.developer, '/guides/applications-and-credentials#Rotate-a-secret');
  await settleShell(page, 'Acme Integrations');
  const heading = article(page).getByRole('heading', { name: 'Rotate a secret' });
  await expect(heading).toHaveClass(/guide-heading-highlight/);
  await expect(heading).toBeInViewport();
  await expectNoHorizontalOverflow(page, 'guide 360');
  await expectAccessible(page, 'guide 360');
  await page.screenshot({ path: path.join(shots, 'guide-360.png') });

  const toggle = page.getByRole('button', { name: 'All guides' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await guideNav(page).getByRole('button', { name: 'Private catalogs' }).click();
  await expect(article(page).getByRole('heading', { level: 1, name: 'Private catalogs' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shots, 'guide-list-360.png'), fullPage: true });
});

test('internal guides are listed and readable for internal staff', async ({ page }) => {
  await signIn(page, DEMO.staff, '/guides');
  await settleShell(page);
  await expect(page).toHaveURL(/\/guides\/getting-started$/);
  await guideNav(page)
    .getByRole('button', { name: /Support runbook/ })
    .click();
  await expect(article(page).getByRole('heading', { level: 1, name: 'Support runbook' })).toBeVisible();
  await expect(guideNav(page).getByTestId('guide-toc').getByRole('link')).not.toHaveCount(0);
  await expectAccessible(page, 'internal guide');
});
