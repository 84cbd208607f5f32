/**
 * core (prefix /api/core):         GET /teams?uuid={userUuid}
 * profiles (prefix /api/profiles): POST /teams/_filter, POST /users/{userUuid}/relations/_filter
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { filterTeamsBody, filterUserRelationsBody, getTeamsQuery } from '@dc/contracts';
import { SERVICE_PREFIX, callerOf, parseWith } from '../../platform/http.js';
import { createTeamsService } from './teams.service.js';

const userParams = z.object({ userUuid: z.string().uuid() });

export async function teamsRoutes(app: FastifyInstance) {
  const service = createTeamsService(app.platform.pool);
  const auth = { preHandler: app.authenticate };

  app.get(`${SERVICE_PREFIX.core}/teams`, auth, async (req) => {
    const { uuid } = parseWith(getTeamsQuery, req.query);
    return { items: await service.listForUser(callerOf(req).id, uuid) };
  });

  app.post(`${SERVICE_PREFIX.profiles}/teams/_filter`, auth, async (req) => {
    const body = parseWith(filterTeamsBody, req.body);
    return { data: await service.filter(callerOf(req).id, body) };
  });

  app.post(`${SERVICE_PREFIX.profiles}/users/:userUuid/relations/_filter`, auth, async (req) => {
    const { userUuid } = parseWith(userParams, req.params);
    const body = parseWith(filterUserRelationsBody, req.body);
    return { items: await service.userRelations(callerOf(req).id, userUuid, body) };
  });
}
