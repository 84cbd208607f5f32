import { expect, type Cookie, type Page } from '@playwright/test';
import { PAGE_HISTORY_STORAGE_KEY, STORAGE_KEYS } from '@dc/contracts';

export const DEMO_PASSWORD = 'DemoPass2026!';
export const DEMO = {
  staff: 'staff.admin@example.com',
  teamAdmin: 'team.admin@example.com',
  developer: 'developer@example.com',
  basic: 'basic@example.com',
  noTeam: 'no.team@example.com',
} as const;

/** Fills the identity provider's sign-in page (the browser must already be on it). */
export async function signInAtProvider(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page.getByRole('heading', { name: 'Sign in to Developer Console' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in through the forms, as a person does: the landing page's Sign In, the provider's form, the signed-in home.
 * For journeys about signing in (or what a browser with nothing stored gets); others use signIn.
 */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/landing');
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await signInAtProvider(page, email, password);
  await page.waitForURL(/\/home/);
}

/** What a sign-in leaves in the browser: the provider's cookies and the console's keys, as they were at /home. */
interface SignedIn {
  cookies: Cookie[];
  storage: Array<[string, string]>;
  idToken: string;
  expiryTime: number;
}

// Kept per worker process (module state), so each demo user signs in through the forms once per worker, not once per
// journey: on a busy 2-core machine the landing page, the provider's form (argon2) and the redirect cost ~6 s.
const signedIn = new Map<string, SignedIn>();

// What the sign-in itself writes (session, provider and consumer configuration, the user, the pages seen, the
// landing page's translations); not what the shell writes later (the chosen team), so the shell asks as after a
// real sign-in. 'I18N_CACHE:' is the web's translation cache prefix (apps/web/src/shared/lib/i18n-cache.ts).
const keptKey = (key: string) =>
  [
    STORAGE_KEYS.session,
    STORAGE_KEYS.providerConfig,
    STORAGE_KEYS.consumerConfig,
    STORAGE_KEYS.userInfo,
    PAGE_HISTORY_STORAGE_KEY,
  ].includes(key as never) || key.startsWith('I18N_CACHE:');

// Tokens live an hour (ID_TOKEN_TTL); a session closer than this to its end is not reused, so none expires mid-journey.
const MIN_LIFE_MS = 10 * 60_000;

async function remember(page: Page, email: string) {
  const storage = await page.evaluate(() => Object.entries(localStorage));
  const kept = storage.filter(([key]) => keptKey(key));
  const session = JSON.parse(kept.find(([key]) => key === STORAGE_KEYS.session)?.[1] ?? '{}') as {
    id_token?: string;
    expiryTime?: number;
  };
  if (!session.id_token || !session.expiryTime) return;
  const cookies = (await page.context().cookies()).filter((c) => c.path === '/');
  signedIn.set(email, { cookies, storage: kept, idToken: session.id_token, expiryTime: session.expiryTime });
}

/**
 * Puts a remembered sign-in of this user into the page's browser and opens `at` (/home, as a sign-in ends); false
 * when there is none or its session has ended on the server (a journey signed out, or removed the user from their
 * last team: revokeUserSessions).
 */
async function restore(page: Page, email: string, at: string): Promise<boolean> {
  const saved = signedIn.get(email);
  if (!saved || saved.expiryTime - Date.now() < MIN_LIFE_MS) return false;
  const me = await page.request.get('/api/profiles/users/me', {
    headers: { Authorization: `Bearer ${saved.idToken}` },
  });
  if (!me.ok()) {
    signedIn.delete(email);
    return false;
  }
  await page.context().addCookies(saved.cookies);
  // Written before the console's own scripts run, on this one page load only (disposed after it).
  const script = await page.addInitScript((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, saved.storage);
  try {
    await page.goto(at);
  } finally {
    await script.dispose();
  }
  if (at === HOME) await page.waitForURL(/\/home/);
  return true;
}

const HOME = '/home';

/**
 * Signs in and opens `at` (default: waits for the signed-in home). The first time in a worker a demo user signs in
 * through the forms, then opens `at`; later journeys of that user get the same browser state back (cookies, stored
 * keys) and open `at` straight away, unless the session has ended, when they sign in through the forms again.
 * A journey about another page passes it here rather than loading it after /home: each page load of the console
 * costs the browser ~0.7 s of CPU on a busy machine, and /home's own requests the server.
 */
export async function signIn(page: Page, email: string, at = HOME) {
  if (await restore(page, email, at)) return;
  await signInThroughForm(page, email);
  await remember(page, email);
  if (at !== HOME) await page.goto(at);
}
