/**
 * The window property by which the prerendered landing page's guard script (apps/web/build/prerender-landing.ts)
 * hands over the click it held before the page was live (main.tsx clicks it again once it is).
 */
export const CLICK_TAKER = 'dcTakePrerenderClick';

declare global {
  interface Window {
    [CLICK_TAKER]?: () => HTMLElement | undefined;
  }
}
