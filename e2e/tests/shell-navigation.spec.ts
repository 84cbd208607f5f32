/** Navigation per demo user (spec 1 section 6), the workbench (2.3) and /restrict (SPEC-NOTES 3). */
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { DEMO, signIn } from '../support/session';
import { navKeys } from '../support/nav';
import { settleShell } from '../support/shell';

const TEAM_ENTRIES = ['products', 'applications', 'subscriptions', 'catalogs'];

const CASES: Array<{ who: string; email: string; team?: string; entries: string[]; tools?: string[] }> = [
  {
    who: 'internal staff admin',
    email: DEMO.staff,
    entries: ['home', 'workbench', ...TEAM_ENTRIES, 'teams', 'pendingApprovals', 'accounts', 'tools', 'linter'],
    tools: ['iot', 'utilities'],
  },
  {
    who: 'external team and account admin',
    email: DEMO.teamAdmin,
    team: 'Acme Integrations',
    entries: ['home', ...TEAM_ENTRIES, 'teams', 'accounts', 'tools'],
    tools: ['iot'],
  },
  {
    who: 'external developer',
    email: DEMO.developer,
    team: 'Acme Integrations',
    entries: ['home', ...TEAM_ENTRIES, 'teams'],
  },
  // basic@example.com: see shell-basic-user.spec.ts.
];

for (const c of CASES) {
  test(`navigation of the ${c.who}`, async ({ page }) => {
    await signIn(page, c.email);
    await settleShell(page, c.team);
    await expect(page.getByTestId('nav-home')).toBeVisible();
    expect(await navKeys(page)).toEqual(c.entries);
    if (c.tools) {
      await page.getByTestId('nav-tools').click();
      await expect(page.getByTestId('nav-tools')).toHaveAttribute('aria-expanded', 'true');
      expect(await navKeys(page, page.getByRole('list', { name: 'Tools' }))).toEqual(c.tools);
    }
    await expectAccessible(page, `/home of the ${c.who}`);
  });
}

test('the workbench shows the seven tools and the linter to internal staff', async ({ page }) => {
  await signIn(page, DEMO.staff);
  await settleShell(page);
  await page.getByTestId('nav-workbench').click();
  await expect(page).toHaveTitle('Workbench - Developer Console');
  const cards = page.getByRole('list', { name: 'Workbench tools' }).getByRole('heading', { level: 2 });
  await expect(cards).toHaveText([
    'API Management',
    'DataHub',
    'Template Manager',
    'Email Trace Tool',
    'IoT',
    'Processing Framework',
    'SDK Management',
    'API Linter',
  ]);
  await expectAccessible(page, '/workbench');
  await page.getByTestId('tool-processingFramework').click();
  await expect(page).toHaveURL(/\/underConstuction$/);
  await page.goBack();
  await page.getByTestId('tool-iot').click();
  await expect(page).toHaveURL(/\/iot\/groups$/);
  await page.goBack();
  await page.getByTestId('tool-linter').click();
  await expect(page).toHaveURL(/\/specs\/linter$/);
});

test('Back while the next page is still loading shows the page one came back to', async ({ page }) => {
  await signIn(page, DEMO.staff);
  await settleShell(page);
  await page.getByTestId('nav-workbench').click();
  await expect(page.getByTestId('tool-iot')).toBeVisible();
  // The IoT pages' translations wait until after Back: the groups page is suspended when the user leaves it.
  const held: Array<() => void> = [];
  await page.route('**/locales/iot/**', async (route) => {
    await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  await page.getByTestId('tool-iot').click();
  await expect(page).toHaveURL(/\/iot\/groups$/);
  await expect(page.getByTestId('page-skeleton')).toBeAttached();
  await page.goBack();
  await expect(page).toHaveURL(/\/workbench$/);
  await expect(page.getByTestId('tool-linter')).toBeVisible();
  for (const release of held) release();
  // Under Preact, the page's boundary stayed suspended and main was empty for good once the translations came.
  await expect(page.getByRole('heading', { level: 1, name: 'Workbench' })).toBeVisible();
  await page.getByTestId('tool-linter').click();
  await expect(page).toHaveURL(/\/specs\/linter$/);
});

test('/restrict sends a user with a team to the dashboard', async ({ page }) => {
  await signIn(page, DEMO.staff);
  await settleShell(page);
  await page.goto('/restrict');
  await page.waitForURL((url) => url.pathname === '/home');
});

test('one entry is highlighted at a time: Pending Approvals, not also Subscriptions (issue 22 defect 13)', async ({
  page,
}) => {
  await signIn(page, DEMO.staff);
  await settleShell(page);
  await page.getByTestId('nav-pendingApprovals').click();
  await page.waitForURL(/\/subscriptions\/pendingApprovals$/);
  const current = page.getByTestId('side-nav').locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('data-testid', 'nav-pendingApprovals');
  await page.getByTestId('nav-subscriptions').click();
  await page.waitForURL(/\/subscriptions$/);
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('data-testid', 'nav-subscriptions');
});
