/** apps/server/src/modules/users: the caller's profile (profiles) and preferences (core). */
import { setPreferenceBody } from '../users.js';
import { moduleRoutes } from './types.js';

export const USERS_HTTP_ROUTES = moduleRoutes('users', '/api', {
  me: { method: 'GET', path: '/profiles/users/me' },
  preferences: { method: 'GET', path: '/core/users/:userId/preferences' },
  setPreference: { method: 'POST', path: '/core/users/:userId/preferences', body: setPreferenceBody },
});
