/** apps/server/src/modules/email: sends, the captcha (no sign-in), the email trace and statistics (EMAIL_ROUTES). */
import {
  EMAIL_PREFIX,
  EMAIL_ROUTES,
  captchaChallengeSchema,
  emailEventListSchema,
  emailEventsQuery,
  sendEmailBody,
  sendEmailBulkBody,
  sendEmailBulkResponseSchema,
  sendEmailResponseSchema,
} from '../email.js';
import { analyticsResponseSchema, emailStatsQuery } from '../email-analytics.js';
import { fromRoutes, moduleRoutes } from './types.js';

export const EMAIL_HTTP_ROUTES = moduleRoutes(
  'email',
  EMAIL_PREFIX,
  fromRoutes(EMAIL_ROUTES, {
    captcha: { auth: 'none', responses: { 200: captchaChallengeSchema } },
    // Feedback (Contact Us, a product's Support tab) is sent without a team; template sends name one.
    send: {
      body: sendEmailBody,
      teamHeader: 'optional',
      errors: [404, 429],
      responses: { 202: sendEmailResponseSchema },
    },
    // Template sends only, so the team is required; per-mail errors are in the 200 answer's results.
    sendBulk: {
      body: sendEmailBulkBody,
      teamHeader: true,
      responses: { 200: sendEmailBulkResponseSchema },
    },
    events: { query: emailEventsQuery, teamHeader: true, responses: { 200: emailEventListSchema } },
    stats: { query: emailStatsQuery, teamHeader: true, responses: { 200: analyticsResponseSchema } },
  }),
);
