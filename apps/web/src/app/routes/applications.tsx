/** Routes of the applications and subscriptions areas (spec 2 sections 2.2, 2.6-2.9; SPEC-NOTES 2), lazy per page. */
import type { RouteObject } from '../../shared/router';
import { paths } from '../../shared/config/paths';
import { page } from './lazy-page';

export const applicationsShellRoutes: RouteObject[] = [
  { path: paths.applications, lazy: page(() => import('./application-list')) },
  { path: paths.application, lazy: page(() => import('./application-detail')) },
  { path: paths.apiSubscribe, lazy: page(() => import('./api-subscribe')) },
  { path: paths.subscriptions, lazy: page(() => import('./subscription-list')) },
  { path: paths.pendingApprovals, lazy: page(() => import('./subscription-approvals')) },
  { path: paths.subscriptionSummary, lazy: page(() => import('./subscription-summary')) },
  { path: paths.eventSubscription, lazy: page(() => import('./event-subscription-details')) },
];
