/** apps/server/src/modules/accounts: accounts (core, profiles) and account activation (core). */
import { filterAccountRelationsBody } from '../accounts.js';
import { moduleRoutes } from './types.js';

export const ACCOUNTS_HTTP_ROUTES = moduleRoutes('accounts', '/api', {
  list: { method: 'GET', path: '/core/accounts' },
  get: { method: 'GET', path: '/profiles/accounts/:uuid' },
  teams: { method: 'POST', path: '/profiles/accounts/:accountId/relations/_filter', body: filterAccountRelationsBody },
  enable: { method: 'POST', path: '/core/accounts/:accountId/enable' },
  initialized: { method: 'GET', path: '/core/accounts-v2/:accountId/initialized' },
  initialize: { method: 'POST', path: '/core/accounts-v2/:accountId/initialize' },
  initializationStatus: { method: 'GET', path: '/core/accounts-v2/:accountId/initializationStatuses/:activationId' },
  // The spec's form variant of the status call (its fields carry nothing the path does not).
  initializationStatusForm: {
    method: 'POST',
    path: '/core/accounts-v2/:accountId/initializationStatuses/:activationId',
    bodyType: 'form',
  },
});
