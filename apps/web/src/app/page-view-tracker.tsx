/**
 * On every URL change (spec 3 section 4): the page's title joins the last-3 history and a page view goes to the
 * analytics sink. It waits a moment so the new page has set its title.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { recordPageTitle } from '../shared/lib/analytics/page-history';
import { getPageViewSink } from '../shared/lib/analytics/page-view-sink';

export const PAGE_VIEW_DELAY_MS = 400;

export function PageViewTracker() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => {
      const title = document.title;
      recordPageTitle(title);
      getPageViewSink().pageView({ path: pathname, title });
    }, PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, search]);
  return null;
}
