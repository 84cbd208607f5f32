/**
 * The products module as one plugin (issue 20 item 2): the products service is built once and decorated as
 * `app.products` over the teams module's service (app.teams), which the modules standing on products (apis,
 * catalogs, documents, events-catalog, event-subscriptions) use instead of building their own; then its routes.
 */
import fp from 'fastify-plugin';
import { productsRoutes, type ProductsOptions } from './products.routes.js';
import { createProductsService, type ProductsService } from './products.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The products module's service (products.plugin.ts). */
    products: ProductsService;
  }
}

export const productsPlugin = fp<ProductsOptions>(
  async (app, options) => {
    app.decorate('products', createProductsService(app.platform.pool, app.teams.teams));
    await app.register(productsRoutes, options);
  },
  { name: 'products', dependencies: ['teams'] },
);
