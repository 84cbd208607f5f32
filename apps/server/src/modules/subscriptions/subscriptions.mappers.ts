/** Rows to the subscription shapes of the contract (spec 2 section 3 "API subscription", spec 1 section 3). */
import {
  PRODUCT_ENVIRONMENTS,
  type ApiSubscription,
  type PendingApproval,
  type TeamSubscriptionRow,
} from '@dc/contracts';
import type { ApprovalRow } from './approvals.repository.js';
import type { SubscriptionRow } from './subscriptions.repository.js';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const envOrder = (e: string) => {
  const i = (PRODUCT_ENVIRONMENTS as readonly string[]).indexOf(e);
  return i < 0 ? PRODUCT_ENVIRONMENTS.length : i;
};

export function toApiSubscription(r: SubscriptionRow): ApiSubscription {
  return {
    subscription_id: r.subscriptionId,
    id: r.appId,
    app_uuid: r.appId,
    app_name: r.appName,
    app_display_name: r.appDisplayName,
    app_visibility: r.appVisibility,
    app_status: r.appStatus,
    api_id: r.apiId,
    api_uuid: r.apiId,
    api_name: r.apiName,
    api_display_name: r.apiDisplayName,
    display_name: r.apiDisplayName,
    product: r.apiDisplayName,
    key: `${r.namespace}.${r.apiName}`,
    namespace: r.namespace,
    environments: [...r.environments].sort((a, b) => envOrder(a) - envOrder(b)),
    subscription_status: r.status,
    subscription_created_at: new Date(r.createdAt).toISOString(),
    expires_at: iso(r.expiresAt),
    decided_at: iso(r.decidedAt),
    denial_reason: r.denialReason,
  };
}

export function toTeamRow(s: ApiSubscription): TeamSubscriptionRow {
  const { api_name, app_display_name, app_uuid, api_display_name, subscription_created_at } = s;
  const { subscription_status, product, key, api_id, namespace, app_visibility } = s;
  return {
    api_name,
    app_display_name,
    app_uuid,
    api_display_name,
    subscription_created_at,
    subscription_status,
    product,
    key,
    api_id,
    namespace,
    app_visibility,
  };
}

export function toPendingApproval(r: ApprovalRow): PendingApproval {
  return {
    subscription_id: r.subscriptionId,
    subscription_status: r.status,
    app_uuid: r.appId,
    app_name: r.appName,
    app_display_name: r.appDisplayName,
    team_id: r.teamId,
    team_name: r.teamName,
    requested_by: r.requestedBy,
    api_id: r.apiId,
    api_display_name: r.apiDisplayName,
    key: `${r.namespace}.${r.apiName}`,
    subscription_created_at: new Date(r.createdAt).toISOString(),
    expires_at: iso(r.expiresAt),
    decided_at: iso(r.decidedAt),
    denial_reason: r.denialReason,
  };
}
