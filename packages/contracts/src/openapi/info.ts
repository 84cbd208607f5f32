/** The info block of the platform's own OpenAPI document. */
import type { OpenApiInfo } from './openapi.js';

export const OPENAPI_INFO: OpenApiInfo = {
  title: 'Developer Console API',
  version: '0.1.0',
  contact: { name: 'Developer Console support' },
  description:
    "The Developer Console's own API: teams, applications, API products, subscriptions and tools. Errors answer " +
    "{ code, message, details? }. Sign in with the console's identity provider (/oidc) and send its id token as a " +
    'bearer token; routes of the current team name it in the team_uuid header.',
};
