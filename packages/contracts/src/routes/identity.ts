/**
 * apps/server/src/identity: the embedded provider's sign-in and sign-up pages (form bodies). The provider itself
 * (mounted at /oidc) answers its own protocol endpoints and is no route of ours.
 */
import { signInBody, signUpBody } from '../users.js';
import { moduleRoutes } from './types.js';

/** Pages of a sign-in in progress: they answer by the browser's interaction cookie, never by a bearer token. */
const page = { auth: 'provider', errors: [400], responses: { 200: { raw: 'text/html' }, 303: null } } as const;

export const IDENTITY_HTTP_ROUTES = moduleRoutes('identity', '/interaction', {
  asset: { method: 'GET', path: '/assets/:file', auth: 'none', errors: [404], responses: { 200: { raw: 'text/css' } } },
  page: { method: 'GET', path: '/:uid', ...page },
  consent: { method: 'POST', path: '/:uid/consent', bodyType: 'form', ...page },
  login: { method: 'POST', path: '/:uid/login', body: signInBody, bodyType: 'form', ...page },
  signUpPage: { method: 'GET', path: '/:uid/signup', ...page },
  signUp: { method: 'POST', path: '/:uid/signup', body: signUpBody, bodyType: 'form', ...page },
});
