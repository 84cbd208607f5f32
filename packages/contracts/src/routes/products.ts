/** apps/server/src/modules/products: the product gallery, checks, deletion and publishing (multipart). */
import { productCheckQuery, productGalleryQuery, productParams, teamProductsParams } from '../products.js';
import { moduleRoutes } from './types.js';

export const PRODUCTS_HTTP_ROUTES = moduleRoutes('products', '/api/products', {
  gallery: { method: 'GET', path: '/products', query: productGalleryQuery, teamHeader: true },
  teamGallery: {
    method: 'GET',
    path: '/teams/:teamId/products',
    params: teamProductsParams,
    query: productGalleryQuery,
  },
  check: {
    method: 'GET',
    path: '/products/:productId/checks',
    params: productParams,
    query: productCheckQuery,
    teamHeader: true,
  },
  remove: { method: 'DELETE', path: '/products/:productId', params: productParams, teamHeader: true },
  publish: { method: 'POST', path: '/products', bodyType: 'multipart', teamHeader: true },
  publishVersion: {
    method: 'POST',
    path: '/products/:productId/versions',
    params: productParams,
    bodyType: 'multipart',
    teamHeader: true,
  },
});
