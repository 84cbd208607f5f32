/** apps/server/src/modules/users: the caller's profile (profiles) and preferences (core). */
import { preferenceListSchema, preferenceSchema, setPreferenceBody, userProfileSchema } from '../users.js';
import { moduleRoutes } from './types.js';

export const USERS_HTTP_ROUTES = moduleRoutes('users', '/api', {
  me: { method: 'GET', path: '/profiles/users/me', responses: { 200: userProfileSchema } },
  preferences: {
    method: 'GET',
    path: '/core/users/:userId/preferences',
    responses: { 200: preferenceListSchema },
  },
  setPreference: {
    method: 'POST',
    path: '/core/users/:userId/preferences',
    body: setPreferenceBody,
    responses: { 200: preferenceSchema },
  },
});
