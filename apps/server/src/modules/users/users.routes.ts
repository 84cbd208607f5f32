/**
 * Users: GET /profiles/users/me (profiles service) and GET/POST /core/users/:userId/preferences (core service), the
 * routes of USERS_HTTP_ROUTES. The spec's paths hold under each service prefix (DESIGN.md).
 */
import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@dc/contracts';
import { registerRoutes } from '../../platform/contract/registrar.js';
import * as users from './users.service.js';

export async function usersRoutes(app: FastifyInstance) {
  const { db } = app.platform;
  registerRoutes(app, HTTP_ROUTES.users, {
    me: ({ caller }) => users.getMyProfile(caller),
    preferences: ({ caller, params }) => users.listPreferences(db, caller, params.userId),
    setPreference: ({ caller, params, body }) => users.setPreference(db, caller, params.userId, body),
  });
}
