/**
 * apps/server/src/identity: the embedded provider's sign-in and sign-up pages (form bodies). The provider itself
 * (mounted at /oidc) answers its own protocol endpoints and is no route of ours.
 */
import { signInBody, signUpBody } from '../users.js';
import { moduleRoutes } from './types.js';

export const IDENTITY_HTTP_ROUTES = moduleRoutes('identity', '/interaction', {
  asset: { method: 'GET', path: '/assets/:file' },
  page: { method: 'GET', path: '/:uid' },
  consent: { method: 'POST', path: '/:uid/consent', bodyType: 'form' },
  login: { method: 'POST', path: '/:uid/login', body: signInBody, bodyType: 'form' },
  signUpPage: { method: 'GET', path: '/:uid/signup' },
  signUp: { method: 'POST', path: '/:uid/signup', body: signUpBody, bodyType: 'form' },
});
