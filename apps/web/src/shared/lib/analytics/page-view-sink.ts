/**
 * Where page views go (spec 3 section 4: one per URL change). The sink is pluggable: an operator's analytics
 * script can call setPageViewSink; the default posts to the server, which logs it.
 */
import { pagePathOnly, type PageViewBody } from '@dc/contracts';
import { isSessionValid, readSession } from '../auth/session';

export interface PageViewSink {
  pageView(view: PageViewBody): void;
}

/**
 * POST /api/core/analytics/page-views; only with a session (the call needs one) and never starting a login. The
 * typed client loads with the first view, not before /landing's first paint (issue 18).
 */
export const serverPageViewSink: PageViewSink = {
  pageView(view) {
    if (!isSessionValid(readSession())) return;
    const body = { ...view, path: pagePathOnly(view.path) };
    void import('../api-call')
      .then(({ quietApi }) => quietApi.call('analytics.pageView', { body }))
      .catch(() => undefined);
  },
};

let sink: PageViewSink = serverPageViewSink;

export const setPageViewSink = (next: PageViewSink): void => {
  sink = next;
};

export const getPageViewSink = (): PageViewSink => sink;
