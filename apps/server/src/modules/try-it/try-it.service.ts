/**
 * Try it's relay (issue 19, contracts try-it.ts): who may send what where. The caller is a developer or admin of
 * the current team (the ones who may use applications' credentials); the API is one the team may see; the
 * application is one of the team's, subscribed (Active) to the API, and the access token is one of that application
 * (checked when the console's own provider issues tokens); the URL lies under one of the API's deployment URLs in
 * the environment named. Only then does the relay call out.
 */
import {
  APPLICATION_ERRORS,
  MOCK_PREFIX,
  TRY_IT_ERRORS,
  TRY_IT_MAX_RESPONSE_BYTES,
  TRY_IT_TIMEOUT_MS,
  type TryItRequestBody,
  type TryItResult,
} from '@dc/contracts';
import type { VerifyToken } from '../../identity/token-verifier.js';
import type { TeamHeader } from '../../platform/contract/team-header.js';
import { catalogueError } from '../../platform/errors.js';
import type { Platform } from '../../platform/platform.js';
import type { ApplicationsService } from '../applications/applications.service.js';
import type { ProductsService } from '../products/products.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { createTryItRelay, type Inject } from './try-it-relay.js';
import { targetUnder } from './try-it-target.js';
import { findDeploymentUrls } from './try-it.repository.js';

/**
 * `verify` is null when tokens come from an external issuer: the upstream then judges the token alone. `products`,
 * `applications` and `subscriptions` are those modules' services (app.products, ...), built once by their plugins.
 */
export function createTryItService(
  platform: Platform,
  products: ProductsService,
  applications: ApplicationsService,
  subscriptions: SubscriptionsService,
  verify: VerifyToken | null,
  inject: Inject,
) {
  const { pool, config } = platform;
  const relay = createTryItRelay({
    allowPrivate: config.EVENT_WEBHOOK_ALLOW_PRIVATE,
    timeoutMs: TRY_IT_TIMEOUT_MS,
    maxBytes: TRY_IT_MAX_RESPONSE_BYTES,
    own: { origin: new URL(config.PUBLIC_URL).origin, prefix: MOCK_PREFIX, inject },
  });

  async function tokenOf(token: string, appId: string): Promise<void> {
    if (!verify) return;
    const claims = await verify(token).catch(() => undefined);
    if (!claims || claims.client_id !== appId) throw catalogueError(TRY_IT_ERRORS.tokenNotOfApplication);
  }

  return {
    async relay(callerId: string, team: TeamHeader | undefined, body: TryItRequestBody): Promise<TryItResult> {
      const E = APPLICATION_ERRORS;
      const ctx = await applications.access.worker(callerId, team, E.accessForbidden, E.accessForbidden);
      await products.access.product(await products.access.team(callerId, ctx.teamId), body.api_id, 'API');
      const target = targetUnder(body.url, await findDeploymentUrls(pool, body.api_id, body.environment));
      if (!target) throw catalogueError(TRY_IT_ERRORS.urlNotAllowed);
      await applications.visible(ctx, body.app_id);
      if ((await subscriptions.status(body.app_id, body.api_id)) !== 'Active') {
        throw catalogueError(TRY_IT_ERRORS.notSubscribed);
      }
      await tokenOf(body.access_token, body.app_id);
      return relay.send(target, {
        method: body.method,
        token: body.access_token,
        body: body.body,
        contentType: body.content_type,
        accept: body.accept,
      });
    },
    close: () => relay.close(),
  };
}
