/** apps/server/src/modules/subscriptions: API subscriptions and approvals (apim), the team's list (subscription). */
import { APIM_PREFIX } from '../apis.js';
import {
  SUBSCRIPTION_PREFIX,
  createSubscriptionBody,
  denySubscriptionBody,
  pendingApprovalParams,
  pendingApprovalsQuery,
  subscriptionApiParams,
  subscriptionAppApiParams,
  subscriptionListQuery,
} from '../subscriptions.js';
import { moduleRoutes } from './types.js';

const at = `${APIM_PREFIX}/subscriptions`;
const team = { teamHeader: true } as const;

export const SUBSCRIPTIONS_HTTP_ROUTES = moduleRoutes('subscriptions', '', {
  create: { method: 'POST', path: at, body: createSubscriptionBody, ...team },
  createSlash: { method: 'POST', path: `${at}/`, body: createSubscriptionBody, ...team },
  list: { method: 'GET', path: `${at}/apis`, query: subscriptionListQuery, ...team },
  forApi: {
    method: 'GET',
    path: `${at}/apis/:apiId/apps`,
    params: subscriptionApiParams,
    query: subscriptionListQuery,
    ...team,
  },
  summary: { method: 'GET', path: `${at}/apps/:appId/apis/:apiId/summary`, params: subscriptionAppApiParams, ...team },
  remove: { method: 'DELETE', path: `${at}/apps/:appId/apis/:apiId`, params: subscriptionAppApiParams, ...team },
  pendingApprovals: { method: 'GET', path: `${at}/pendingApprovals`, query: pendingApprovalsQuery, ...team },
  approve: {
    method: 'POST',
    path: `${at}/pendingApprovals/:subscriptionId/approve`,
    params: pendingApprovalParams,
    ...team,
  },
  deny: {
    method: 'POST',
    path: `${at}/pendingApprovals/:subscriptionId/deny`,
    params: pendingApprovalParams,
    body: denySubscriptionBody,
    ...team,
  },
  teamList: { method: 'GET', path: `${SUBSCRIPTION_PREFIX}/subscription/v1`, query: subscriptionListQuery, ...team },
});
