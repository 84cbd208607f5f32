/** apps/server/src/modules/email: sends, the captcha (no sign-in), the email trace and statistics (EMAIL_ROUTES). */
import { EMAIL_PREFIX, EMAIL_ROUTES, emailEventsQuery, sendEmailBody } from '../email.js';
import { emailStatsQuery } from '../email-analytics.js';
import { fromRoutes, moduleRoutes } from './types.js';

export const EMAIL_HTTP_ROUTES = moduleRoutes(
  'email',
  EMAIL_PREFIX,
  fromRoutes(EMAIL_ROUTES, {
    captcha: { auth: 'none' },
    send: { body: sendEmailBody, teamHeader: true },
    events: { query: emailEventsQuery, teamHeader: true },
    stats: { query: emailStatsQuery, teamHeader: true },
  }),
);
