/**
 * Scrolls to the heading a location hash names and highlights it for 1.5 s (spec 3 sections 2.5 and 9). It runs
 * again on every navigation to a hash (the location key changes even when the hash does not), and once the guide's
 * HTML is in the page. The heading takes focus too, so keyboard and screen-reader users land where they asked.
 */
import { useEffect, type RefObject } from 'react';
import { GUIDE_HIGHLIGHT_MS } from '@dc/contracts';
import { findHeading, hashToId } from '../utils/table-of-contents';

export const HIGHLIGHT_CLASS = 'guide-heading-highlight';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export function useHeadingHighlight(
  container: RefObject<HTMLElement | null>,
  hash: string,
  locationKey: string,
  html: string | undefined,
) {
  useEffect(() => {
    const root = container.current;
    const heading = root && html ? findHeading(root, hashToId(hash)) : null;
    if (!heading) return;
    heading.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    heading.classList.add(HIGHLIGHT_CLASS);
    const timer = window.setTimeout(() => heading.classList.remove(HIGHLIGHT_CLASS), GUIDE_HIGHLIGHT_MS);
    return () => {
      window.clearTimeout(timer);
      heading.classList.remove(HIGHLIGHT_CLASS);
    };
  }, [container, hash, locationKey, html]);
}
