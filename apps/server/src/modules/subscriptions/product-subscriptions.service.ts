/**
 * What the products module asks about subscriptions (spec 2 section 8, API1013): is an application subscribed to
 * a product (Active, or waiting for approval)? The composition root (app.ts) hands it to the products routes
 * (products' ProductSubscribers): this module stands on the products service, so products never imports it.
 */
import type pg from 'pg';
import { hasSubscribedApplications } from './subscriptions.repository.js';

export function createProductSubscriptions(pool: pg.Pool) {
  return { hasSubscribedApplications: (productId: string) => hasSubscribedApplications(pool, productId) };
}
