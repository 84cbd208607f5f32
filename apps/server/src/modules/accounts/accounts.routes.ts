/**
 * core (prefix /api/core):         GET /accounts
 * profiles (prefix /api/profiles): GET /accounts/{uuid}, POST /accounts/{accountId}/relations/_filter
 * (HTTP_ROUTES.accounts list, get and teams; the activation routes are account-activation.routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@dc/contracts';
import { registerRoutes } from '../../platform/contract/registrar.js';
import { createTeamsService } from '../teams/teams.service.js';
import { createAccountsService } from './accounts.service.js';

const { list, get, teams } = HTTP_ROUTES.accounts.routes;

export async function accountsRoutes(app: FastifyInstance) {
  const service = createAccountsService(app.platform.pool, createTeamsService(app.platform.pool));

  registerRoutes(
    app,
    { ...HTTP_ROUTES.accounts, routes: { list, get, teams } },
    {
      list: async ({ caller }) => ({ items: await service.list(caller.id) }),
      get: ({ caller, params }) => service.get(caller.id, params.uuid),
      teams: async ({ caller, params, body }) => ({ items: await service.teams(caller.id, params.accountId, body) }),
    },
  );
}
