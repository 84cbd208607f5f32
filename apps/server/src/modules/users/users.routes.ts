/**
 * Users: GET /profiles/users/me (profiles service) and GET/POST /core/users/:userId/preferences (core service).
 * Registered under /api, so the spec's paths hold under each service prefix (DESIGN.md).
 */
import type { FastifyInstance } from 'fastify';
import { setPreferenceBody } from '@dc/contracts';
import { callerOf, parseWith } from '../../platform/http.js';
import * as users from './users.service.js';

type UserParams = { Params: { userId: string } };

export async function usersRoutes(app: FastifyInstance) {
  const { db } = app.platform;
  // Authenticate before the body is even read: an anonymous caller gets 401, never a validation error.
  app.addHook('onRequest', app.authenticate);

  app.get('/profiles/users/me', async (req) => users.getMyProfile(callerOf(req)));

  app.get<UserParams>('/core/users/:userId/preferences', async (req) =>
    users.listPreferences(db, callerOf(req), req.params.userId),
  );

  app.post<UserParams>('/core/users/:userId/preferences', async (req) =>
    users.setPreference(db, callerOf(req), req.params.userId, parseWith(setPreferenceBody, req.body)),
  );
}
