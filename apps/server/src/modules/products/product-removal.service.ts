/**
 * DELETE /products/{id} (spec 2 section 7 "Product service"): an admin of the owning team, and only while no
 * application is subscribed (API1013). Whether one is subscribed is the subscriptions module's to say: it stands on
 * the products service, so its answer comes in through the composition root (app.ts) instead of an import.
 */
import type pg from 'pg';
import { PRODUCT_ACTIONS, PRODUCT_ERRORS } from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';
import type { ProductAccess } from './product-access.service.js';
import { deleteProduct } from './products.repository.js';

/** What removal asks of the subscriptions module. */
export interface ProductSubscribers {
  /** An application is subscribed to the product (Active, or waiting for approval). */
  hasSubscribedApplications(productId: string): Promise<boolean>;
}

/** `access`: the products service's (app.products.access). */
export function createProductRemoval(pool: pg.Pool, access: ProductAccess, subscribers: ProductSubscribers) {
  return async function remove(callerId: string, teamId: string | undefined, productId: string): Promise<void> {
    const ctx = await access.team(callerId, teamId);
    const row = await access.product(ctx, productId);
    access.require(ctx, row, PRODUCT_ACTIONS.delete, PRODUCT_ERRORS.deleteProductForbidden);
    if (await subscribers.hasSubscribedApplications(productId)) {
      throw catalogueError(PRODUCT_ERRORS.subscribedApplications);
    }
    await deleteProduct(pool, productId);
  };
}
