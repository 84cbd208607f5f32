import { expect, type Page } from '@playwright/test';

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

/** Signs in from the landing page and waits for the signed-in home. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/landing');
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await signInAtProvider(page, email, password);
  await page.waitForURL(/\/home/);
}
