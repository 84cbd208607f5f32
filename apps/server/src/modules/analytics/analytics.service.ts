/**
 * Page views (spec 3 section 4). Where they go is a sink: the default writes one structured log line per view;
 * another sink (a product-analytics service, a table) can be passed to analyticsRoutes.
 */
import type { Logger } from 'pino';
import { pagePathOnly } from '@dc/contracts';

export interface PageView {
  userId: string;
  /** Path only: query string and fragment are dropped before a sink sees it. */
  path: string;
  title: string;
  at: Date;
}

export interface PageViewSink {
  record(view: PageView): Promise<void>;
}

export const logPageViewSink = (log: Logger): PageViewSink => ({
  async record(view) {
    log.info(
      { event: 'page_view', userId: view.userId, path: view.path, title: view.title, at: view.at.toISOString() },
      'page view',
    );
  },
});

export function createAnalyticsService(sink: PageViewSink, log: Logger) {
  return {
    async pageView(userId: string, view: { path: string; title: string }): Promise<void> {
      // Analytics must never fail the console's navigation: a sink error is logged and swallowed.
      await sink
        .record({ userId, path: pagePathOnly(view.path), title: view.title, at: new Date() })
        .catch((err) => log.warn({ err }, 'page view not recorded'));
    },
  };
}
