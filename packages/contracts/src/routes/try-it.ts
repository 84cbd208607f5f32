/** apps/server/src/modules/try-it: Try it's relay to deployments on other origins (contracts try-it.ts). */
import { APIM_PREFIX } from '../apis.js';
import { TRY_IT_PATH, tryItRequestBody, tryItResultSchema } from '../try-it.js';
import { moduleRoutes } from './types.js';

export const TRY_IT_HTTP_ROUTES = moduleRoutes('try-it', APIM_PREFIX, {
  relay: {
    method: 'POST',
    path: TRY_IT_PATH,
    body: tryItRequestBody,
    teamHeader: true,
    errors: [404, 429, 502, 504],
    responses: { 200: tryItResultSchema },
    summary: "Sends one Try it request to a deployment of the API (another origin) and answers the upstream's answer.",
  },
});
