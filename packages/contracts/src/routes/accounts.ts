/** apps/server/src/modules/accounts: accounts (core, profiles) and account activation (core). */
import { z } from 'zod';
import { accountActivationSchema, accountInitializedSchema, enableAccountResultSchema } from '../account-activation.js';
import { accountListSchema, accountSchema, accountTeamListSchema, filterAccountRelationsBody } from '../accounts.js';
import { moduleRoutes } from './types.js';

const accountParams = z.object({ accountId: z.string().uuid() });
const statusParams = accountParams.extend({ activationId: z.string().uuid() });
/** An account the caller has no relation to answers 404 (not disclosed). */
const account = { params: accountParams, errors: [404] } as const;
const status = { params: statusParams, errors: [404], responses: { 200: accountActivationSchema } } as const;

export const ACCOUNTS_HTTP_ROUTES = moduleRoutes('accounts', '/api', {
  list: { method: 'GET', path: '/core/accounts', responses: { 200: accountListSchema } },
  get: {
    method: 'GET',
    path: '/profiles/accounts/:uuid',
    params: z.object({ uuid: z.string().uuid() }),
    errors: [404],
    responses: { 200: accountSchema },
  },
  teams: {
    method: 'POST',
    path: '/profiles/accounts/:accountId/relations/_filter',
    ...account,
    body: filterAccountRelationsBody,
    responses: { 200: accountTeamListSchema },
  },
  enable: {
    method: 'POST',
    path: '/core/accounts/:accountId/enable',
    ...account,
    responses: { 200: enableAccountResultSchema },
  },
  initialized: {
    method: 'GET',
    path: '/core/accounts-v2/:accountId/initialized',
    ...account,
    responses: { 200: accountInitializedSchema },
  },
  initialize: {
    method: 'POST',
    path: '/core/accounts-v2/:accountId/initialize',
    ...account,
    responses: { 202: accountActivationSchema },
  },
  initializationStatus: {
    method: 'GET',
    path: '/core/accounts-v2/:accountId/initializationStatuses/:activationId',
    ...status,
  },
  // The spec's form variant of the status call (its fields carry nothing the path does not).
  initializationStatusForm: {
    method: 'POST',
    path: '/core/accounts-v2/:accountId/initializationStatuses/:activationId',
    bodyType: 'form',
    ...status,
  },
});
