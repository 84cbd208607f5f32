/**
 * The landing page drawn at build time (issue 18, apps/web/build/prerender.ts): it shows before the console's code
 * has run, the client takes the very same elements over, and it is what the client draws itself.
 */
import { expect, test, type Page } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY } from '@dc/contracts';
import { expectAccessible } from '../support/axe';

// The drawing is of the theme with motion; reduced motion (the suite's default) is one of the visits it hides for.
test.use({ reducedMotion: 'no-preference' });

const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/**
 * Holds the console's entry script until `release` is called: the page is then as the server drew it (its
 * DOMContentLoaded waits for the module script: navigations here wait for the response only).
 */
async function holdEntry(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The top bar and the main region as markup (the footer's links arrive later from /url.json). */
const drawing = (page: Page) =>
  page.evaluate(() => ['header', 'main'].map((s) => document.querySelector(s)!.outerHTML).join('\n'));

/** Live: the footer's links came from /url.json, which only the running console asks for. */
const live = (page: Page) => expect(page.getByTestId('footer-help')).toBeVisible({ timeout: 20_000 });

test('the landing page shows before its code runs, and the console takes its elements over unchanged', async ({
  page,
}) => {
  const release = await holdEntry(page);
  const response = await page.goto('/landing', { waitUntil: 'commit' });
  expect(response!.headers()['cache-control']).toBe('no-cache');
  expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
  await expect(page.getByTestId('landing-banner')).toHaveText('Build on the integration platform');
  await expect(page).toHaveTitle('Welcome - Developer Console');
  const drawn = await drawing(page);
  const globalStyles = () => page.locator('style[data-emotion^="css-global"]').count();
  expect(await globalStyles()).toBe(1);
  await page.evaluate(() => {
    (window as unknown as { banner: Element }).banner = document.querySelector('[data-testid=landing-banner]')!;
  });

  release();
  await live(page);
  // Hydrated, not drawn again: the same element, the same markup.
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { banner: Element }).banner === document.querySelector('[data-testid=landing-banner]'),
    ),
  ).toBe(true);
  expect(await drawing(page)).toBe(drawn);
  // CssBaseline's rules taken over, not inserted again (compiled and the whole page restyled).
  expect(await globalStyles()).toBe(1);
  await expectAccessible(page, '/landing (prerendered)');
});

test("the drawing is the client's own render of the page", async ({ page }) => {
  const drawn = await (async () => {
    const release = await holdEntry(page);
    await page.goto('/landing', { waitUntil: 'commit' });
    await expect(page.getByTestId('landing-banner')).toBeVisible();
    const markup = await drawing(page);
    release();
    return markup;
  })();
  await page.unrouteAll({ behavior: 'wait' });
  // The console without the drawing: /landing answered with index.html, as before it existed.
  await page.route(
    (url) => url.pathname === '/landing',
    async (route) =>
      route.fulfill({ response: await route.fetch({ url: new URL('/apim', route.request().url()).href }) }),
  );
  await page.goto('/landing');
  await live(page);
  expect(await drawing(page)).toBe(drawn);
});

test('Sign In clicked before the code has run signs in once it has', async ({ page }) => {
  const release = await holdEntry(page);
  await page.goto('/landing', { waitUntil: 'commit' });
  await page.getByTestId('sign-in-button').click();
  await expect(page).toHaveURL(/\/landing$/);
  release();
  await page.waitForURL(/\/interaction\//);
});

test('a visit in another language never shows the English drawing', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'de-DE'), LANGUAGE_STORAGE_KEY);
  const release = await holdEntry(page);
  await page.goto('/landing', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toBeAttached();
  await expect(page.locator('#root')).toBeHidden();
  release();
  await expect(page.getByTestId('landing-banner')).toHaveText('Bauen Sie auf der Integrationsplattform');
  await expect(page.getByText('Build on the integration platform')).toHaveCount(0);
});

test('a visit asking for reduced motion gets the page the console draws, not the drawing', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const release = await holdEntry(page);
  await page.goto('/landing', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toBeAttached();
  await expect(page.locator('#root')).toBeHidden();
  release();
  await live(page);
  await expect(page.getByTestId('landing-banner')).toHaveText('Build on the integration platform');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
});
