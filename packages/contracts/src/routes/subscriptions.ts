/** apps/server/src/modules/subscriptions: API subscriptions and approvals (apim), the team's list (subscription). */
import { APIM_PREFIX } from '../apis.js';
import {
  SUBSCRIPTION_PREFIX,
  apiSubscriptionSchema,
  createSubscriptionBody,
  denySubscriptionBody,
  pendingApprovalPageSchema,
  pendingApprovalParams,
  pendingApprovalSchema,
  pendingApprovalsQuery,
  subscriptionApiParams,
  subscriptionAppApiParams,
  subscriptionListQuery,
  subscriptionPageSchema,
  subscriptionSummarySchema,
  teamSubscriptionPageSchema,
} from '../subscriptions.js';
import { moduleRoutes } from './types.js';

const at = `${APIM_PREFIX}/subscriptions`;
const team = { teamHeader: true } as const;
const create = {
  method: 'POST',
  body: createSubscriptionBody,
  ...team,
  errors: [404, 409],
  responses: { 201: apiSubscriptionSchema },
} as const;
const page = { query: subscriptionListQuery, ...team, responses: { 200: subscriptionPageSchema } } as const;
const decision = {
  params: pendingApprovalParams,
  ...team,
  errors: [404, 409],
  responses: { 200: pendingApprovalSchema },
} as const;

export const SUBSCRIPTIONS_HTTP_ROUTES = moduleRoutes('subscriptions', '', {
  create: { ...create, path: at },
  createSlash: { ...create, path: `${at}/` },
  list: { method: 'GET', path: `${at}/apis`, ...page },
  forApi: { method: 'GET', path: `${at}/apis/:apiId/apps`, params: subscriptionApiParams, ...page },
  summary: {
    method: 'GET',
    path: `${at}/apps/:appId/apis/:apiId/summary`,
    params: subscriptionAppApiParams,
    ...team,
    errors: [404],
    responses: { 200: subscriptionSummarySchema },
  },
  remove: {
    method: 'DELETE',
    path: `${at}/apps/:appId/apis/:apiId`,
    params: subscriptionAppApiParams,
    ...team,
    errors: [404, 409],
    responses: { 204: null },
  },
  pendingApprovals: {
    method: 'GET',
    path: `${at}/pendingApprovals`,
    query: pendingApprovalsQuery,
    ...team,
    responses: { 200: pendingApprovalPageSchema },
  },
  approve: { method: 'POST', path: `${at}/pendingApprovals/:subscriptionId/approve`, ...decision },
  deny: {
    method: 'POST',
    path: `${at}/pendingApprovals/:subscriptionId/deny`,
    body: denySubscriptionBody,
    ...decision,
  },
  teamList: {
    method: 'GET',
    path: `${SUBSCRIPTION_PREFIX}/subscription/v1`,
    query: subscriptionListQuery,
    ...team,
    responses: { 200: teamSubscriptionPageSchema },
  },
});
