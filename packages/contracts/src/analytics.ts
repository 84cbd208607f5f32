/** Page views (spec 3 section 4: a page view is reported to analytics on every URL change). */
import { z } from 'zod';

/** POST /api/core/analytics/page-views -> 204. The server drops any query string or fragment of the path. */
export const pageViewBody = z
  .object({
    path: z.string().trim().min(1).max(2048).startsWith('/'),
    title: z.string().trim().max(300).default(''),
  })
  .strict();
export type PageViewBody = z.input<typeof pageViewBody>;

/** Path without query string or fragment: they can carry codes, tokens or e-mail addresses. */
export const pagePathOnly = (path: string) => path.split(/[?#]/)[0];
