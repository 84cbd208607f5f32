/**
 * core (prefix /api/core):         GET /accounts
 * profiles (prefix /api/profiles): GET /accounts/{uuid}, POST /accounts/{accountId}/relations/_filter
 * (HTTP_ROUTES.accounts list, get and teams; the activation routes are account-activation.routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@dc/contracts';
import { registerRoutes } from '../../platform/contract/registrar.js';
import type { AccountsService } from './accounts.service.js';

const { list, get, teams } = HTTP_ROUTES.accounts.routes;

export async function accountsRoutes(app: FastifyInstance, { service }: { service: AccountsService }) {
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
