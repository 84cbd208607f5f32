/**
 * core (prefix /api/core): POST /accounts/{account_id}/enable; GET /accounts-v2/{accountId}/initialized;
 * POST /accounts-v2/{accountId}/initialize; GET and POST /accounts-v2/{accountId}/initializationStatuses/{id}.
 * (HTTP_ROUTES.accounts; list, get and teams are accounts.routes.ts.) The activation service and its worker come
 * from the accounts plugin (accounts.plugin.ts).
 */
import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@dc/contracts';
import type { AuthUser } from '../../identity/authenticate.js';
import { registerRoutes } from '../../platform/contract/registrar.js';
import type { AccountActivationService } from './account-activation.service.js';

const { enable, initialized, initialize, initializationStatus, initializationStatusForm } = HTTP_ROUTES.accounts.routes;

export async function accountActivationRoutes(app: FastifyInstance, { activation }: { activation: AccountActivationService }) {
  // The spec's form variant of the status call: its fields carry nothing the path does not (this plugin only).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );

  const status = ({ caller, params }: { caller: AuthUser; params: { accountId: string; activationId: string } }) =>
    activation.status(caller, params.accountId, params.activationId);
  registerRoutes(
    app,
    {
      ...HTTP_ROUTES.accounts,
      routes: { enable, initialized, initialize, initializationStatus, initializationStatusForm },
    },
    {
      enable: ({ caller, params }) => activation.enable(caller, params.accountId),
      initialized: ({ caller, params }) => activation.initialized(caller, params.accountId),
      initialize: ({ caller, params }) => activation.initialize(caller, params.accountId),
      initializationStatus: status,
      initializationStatusForm: status,
    },
  );
}
