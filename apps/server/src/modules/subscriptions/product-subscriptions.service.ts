/**
 * What the products module asks about subscriptions (spec 2 section 8, API1013): is an application subscribed to
 * a product (Active, or waiting for approval)? Kept apart from subscriptions.service.ts, which itself stands on
 * the products service, so that neither imports the other in a circle.
 */
import type pg from 'pg';
import { hasSubscribedApplications } from './subscriptions.repository.js';

export function createProductSubscriptions(pool: pg.Pool) {
  return { hasSubscribedApplications: (productId: string) => hasSubscribedApplications(pool, productId) };
}
