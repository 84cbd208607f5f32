/**
 * The landing page the server sent already drawn (apps/web/build/prerender.ts, issue 18). The client's first render
 * takes it over (hydrates it) only when it would draw the same: the signed-out page at /landing, in the language and
 * with the language list it was drawn with, without router state (the unknown-path notice). Otherwise the drawing
 * goes and the console renders as it does without one; the page's guard script hid it already before the first paint.
 * A chunk of its own: only a page that came drawn loads it.
 */
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { href, paths } from './shared/config/paths';
import i18n from './shared/i18n';
import { readSession } from './shared/lib/auth/session';
import { supportedLanguages } from './shared/lib/language';
import { hydrateInSteps } from './shared/ui/hydration-step';
import { CLICK_TAKER } from './prerender-click';

/** Whether the first render draws what the page shows (`lang:code,code` in data-prerendered). */
function drawsTheSame(container: HTMLElement): boolean {
  const now = `${i18n.language}:${supportedLanguages()
    .map((l) => l.code)
    .join(',')}`;
  return (
    !document.documentElement.hasAttribute('data-spa') &&
    window.location.pathname === href(paths.landing) &&
    !(window.history.state as { usr?: unknown } | null)?.usr &&
    !readSession() &&
    container.getAttribute('data-prerendered') === now
  );
}

/** Hydrates `app` over the drawing and returns true, or clears the drawing for a render and returns false. */
export async function takeOverLanding(container: HTMLElement, app: ReactNode): Promise<boolean> {
  // The router loads the page's code too (the same module): in, and its handling (microtasks) done, before the render.
  await import('./app/routes/landing');
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (!drawsTheSame(container)) {
    window[CLICK_TAKER]?.();
    container.removeAttribute('data-prerendered');
    container.textContent = '';
    document.documentElement.removeAttribute('data-spa');
    return false;
  }
  // In steps (HydrationStep), each a short task; the guard holds clicks until the last one is live.
  await hydrateInSteps(() => hydrateRoot(container, app));
  // A click on the drawing before it was live (Sign In, Explore) does now what it does on the live page.
  window[CLICK_TAKER]?.()?.click();
  return true;
}
