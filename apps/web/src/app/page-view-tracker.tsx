/**
 * On every URL change (spec 3 section 4): the page's title joins the last-3 history and a page view goes to the
 * analytics sink. A lazily loaded page sets its title only once its chunk has arrived, which takes any time on a
 * slow link, so a fixed delay would record the page before it (say 'Verifying your credentials....' for Home). The
 * view is recorded once the title has been set at the new URL and stayed a moment, or after a longer wait for pages
 * whose title does not change (a new search on the same page; at a new path, up to PAGE_TITLE_MAX_WAIT_MS). The bare console name (index.html's title, shown
 * while a full load signs in and fetches the page) names no page: it is never recorded, the view waits for a real one
 * (issue 22 defect 11: Contact Us opened by address was kept as 'Developer Console').
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { CONSOLE_NAME } from '@dc/contracts';
import { useLocation } from '../shared/router';
import { recordPageTitle } from '../shared/lib/analytics/page-history';
import { getPageViewSink } from '../shared/lib/analytics/page-view-sink';

/** How long a new title must stay before it counts (pages may set it in steps). */
export const PAGE_TITLE_SETTLE_MS = 150;
/** How long to wait for a new title before recording the one shown (a new search on the same page). */
export const PAGE_TITLE_WAIT_MS = 2_000;
/**
 * At a new path, the title shown was set by the page before until the new page's chunk arrives: that can take more
 * than PAGE_TITLE_WAIT_MS on a slow phone or link, so the wait goes on as long as this for the page's own title.
 */
export const PAGE_TITLE_MAX_WAIT_MS = 15_000;

interface PendingView {
  url: string;
  record(): void;
  settle?: ReturnType<typeof setTimeout>;
}

export function PageViewTracker() {
  const { pathname, search } = useLocation();
  const url = pathname + search;
  // The router's URL, known before any page's effect can set a title for it.
  const shown = useRef(url);
  useLayoutEffect(() => {
    shown.current = url;
  }, [url]);
  const pending = useRef<PendingView | null>(null);
  // The title at the URL it was set at, kept across URL changes: a page rendered in the same commit as the URL
  // change may set its title before the effect below runs.
  const titledAt = useRef<string | null>(null);

  useEffect(() => {
    const arm = () => {
      const view = pending.current;
      if (!view || view.url !== titledAt.current || document.title === CONSOLE_NAME) return;
      clearTimeout(view.settle);
      view.settle = setTimeout(view.record, PAGE_TITLE_SETTLE_MS);
    };
    const observer = new MutationObserver(() => {
      titledAt.current = shown.current;
      arm();
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const view: PendingView = {
      url,
      record: () => {
        const title = document.title;
        // Still no page title: the next title set at this URL arms the view again.
        if (title === CONSOLE_NAME) return;
        cancel();
        recordPageTitle(title);
        getPageViewSink().pageView({ path: pathname, title });
      },
    };
    const waitStarted = Date.now();
    const waited = () => {
      const titledPath = titledAt.current?.split('?')[0];
      if (titledPath !== pathname && Date.now() - waitStarted < PAGE_TITLE_MAX_WAIT_MS) {
        fallback = setTimeout(waited, PAGE_TITLE_WAIT_MS);
      } else view.record();
    };
    let fallback = setTimeout(waited, PAGE_TITLE_WAIT_MS);
    function cancel() {
      clearTimeout(fallback);
      clearTimeout(view.settle);
      if (pending.current === view) pending.current = null;
    }
    pending.current = view;
    if (titledAt.current === view.url) view.settle = setTimeout(view.record, PAGE_TITLE_SETTLE_MS);
    return cancel;
  }, [pathname, url]);
  return null;
}
