/** apps/server/src/modules/products: the product gallery, checks, deletion and publishing (multipart). */
import {
  productCheckQuery,
  productCheckSchema,
  productGalleryQuery,
  productPageSchema,
  productParams,
  publishResultSchema,
  teamProductsParams,
} from '../products.js';
import { moduleRoutes } from './types.js';

const gallery = { query: productGalleryQuery, responses: { 200: productPageSchema } } as const;
const publish = {
  bodyType: 'multipart',
  teamHeader: true,
  errors: [404, 409, 413],
  responses: { 201: publishResultSchema },
} as const;

export const PRODUCTS_HTTP_ROUTES = moduleRoutes('products', '/api/products', {
  gallery: { method: 'GET', path: '/products', ...gallery, teamHeader: true },
  teamGallery: { method: 'GET', path: '/teams/:teamId/products', params: teamProductsParams, ...gallery },
  check: {
    method: 'GET',
    path: '/products/:productId/checks',
    params: productParams,
    query: productCheckQuery,
    teamHeader: true,
    responses: { 200: productCheckSchema },
  },
  remove: {
    method: 'DELETE',
    path: '/products/:productId',
    params: productParams,
    teamHeader: true,
    errors: [404, 409],
    responses: { 204: null },
  },
  publish: { method: 'POST', path: '/products', ...publish },
  publishVersion: { method: 'POST', path: '/products/:productId/versions', params: productParams, ...publish },
});
