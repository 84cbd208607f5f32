/** apps/server/src/modules/users: the caller's profile (profiles) and preferences (core). */
import { preferenceListSchema, preferenceSchema, setPreferenceBody, userProfileSchema } from '../users.js';
import { z } from 'zod';
import { moduleRoutes } from './types.js';

/** Preferences are the caller's own: the path names the caller (another id answers 403). */
const params = z.object({ userId: z.string().min(1).max(100) });

export const USERS_HTTP_ROUTES = moduleRoutes('users', '/api', {
  me: { method: 'GET', path: '/profiles/users/me', responses: { 200: userProfileSchema } },
  preferences: {
    method: 'GET',
    path: '/core/users/:userId/preferences',
    params,
    responses: { 200: preferenceListSchema },
  },
  setPreference: {
    method: 'POST',
    path: '/core/users/:userId/preferences',
    params,
    body: setPreferenceBody,
    responses: { 200: preferenceSchema },
  },
});
