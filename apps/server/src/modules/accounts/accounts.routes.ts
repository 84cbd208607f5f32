/**
 * core (prefix /api/core):         GET /accounts
 * profiles (prefix /api/profiles): GET /accounts/{uuid}, POST /accounts/{accountId}/relations/_filter
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { filterAccountRelationsBody } from '@dc/contracts';
import { SERVICE_PREFIX, callerOf, parseWith } from '../../platform/http.js';
import { createTeamsService } from '../teams/teams.service.js';
import { createAccountsService } from './accounts.service.js';

const uuidParams = z.object({ uuid: z.string().uuid() });
const accountParams = z.object({ accountId: z.string().uuid() });

export async function accountsRoutes(app: FastifyInstance) {
  const service = createAccountsService(app.platform.pool, createTeamsService(app.platform.pool));
  const auth = { preHandler: app.authenticate };

  app.get(`${SERVICE_PREFIX.core}/accounts`, auth, async (req) => ({ items: await service.list(callerOf(req).id) }));

  app.get(`${SERVICE_PREFIX.profiles}/accounts/:uuid`, auth, async (req) => {
    const { uuid } = parseWith(uuidParams, req.params);
    return service.get(callerOf(req).id, uuid);
  });

  app.post(`${SERVICE_PREFIX.profiles}/accounts/:accountId/relations/_filter`, auth, async (req) => {
    const { accountId } = parseWith(accountParams, req.params);
    const body = parseWith(filterAccountRelationsBody, req.body);
    return { items: await service.teams(callerOf(req).id, accountId, body) };
  });
}
