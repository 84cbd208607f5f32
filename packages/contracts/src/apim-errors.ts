/**
 * The API-management service's error catalogue for applications and subscriptions (spec 2 section 8: API,
 * Authorization and Application codes). The messages are the toasts' titles. Codes the spec does not give
 * (secret limits, resource applications) are our own and say so by their names.
 */
import type { CatalogueError } from './team-errors.js';

export const APPLICATION_ERRORS = {
  teamRequired: { code: 'API1009', status: 400, message: 'Please indicate a team (the team_uuid header).' },
  notFound: { code: 'API1010', status: 404, message: 'Application ID does not exist.' },
  nameExists: { code: 'API1025', status: 409, message: 'An application with this name already exists in the team.' },
  createForbidden: { code: 'AZ1008', status: 403, message: 'Not authorized to create an application.' },
  accessForbidden: { code: 'AZ1009', status: 403, message: 'Not authorized to access applications.' },
  deleteForbidden: { code: 'AZ1010', status: 403, message: 'Not authorized to delete the application.' },
  updateForbidden: { code: 'AZ1011', status: 403, message: 'Not authorized to update the application.' },
  secretNotFound: { code: 'APPLICATION_SECRET_NOT_FOUND', status: 404, message: 'Secret does not exist.' },
  secretLimit: {
    code: 'APPLICATION_SECRET_LIMIT',
    status: 409,
    message: 'An application has at most 5 secrets: delete one first.',
  },
  lastSecret: {
    code: 'APPLICATION_LAST_SECRET',
    status: 409,
    message: 'The last secret of an application cannot be deleted.',
  },
  resourceApplication: {
    code: 'APPLICATION_RESOURCE_UNDELETABLE',
    status: 409,
    message: 'A resource application cannot be deleted.',
  },
} as const satisfies Record<string, CatalogueError>;

export const SUBSCRIPTION_ERRORS = {
  teamRequired: APPLICATION_ERRORS.teamRequired,
  exists: { code: 'API1011', status: 409, message: 'Subscription already exists.' },
  notFound: { code: 'API1012', status: 404, message: 'Subscription does not exist.' },
  internalOnly: { code: 'API1014', status: 403, message: 'This action is for internal users only.' },
  noDeployments: { code: 'API1016', status: 400, message: 'The API has no deployments to subscribe to.' },
  approvalPending: {
    code: 'API1019',
    status: 409,
    message: 'Approval pending: the provider has been notified and an e-mail acknowledgment will follow.',
  },
  noLongerPending: { code: 'API1020', status: 409, message: 'Approval no longer pending.' },
  denied: { code: 'API1021', status: 409, message: 'Subscription denied.' },
  notApprover: { code: 'API1022', status: 403, message: 'User not enabled to approve.' },
  explanationRequired: { code: 'API1023', status: 400, message: 'Please provide an explanation for the denial.' },
  notPreApproval: { code: 'API1024', status: 409, message: 'The API is not configured for pre-approval.' },
  noApprovalRequest: { code: 'API1026', status: 404, message: 'No approval request.' },
  applicationInactive: {
    code: 'SUBSCRIPTION_APPLICATION_INACTIVE',
    status: 409,
    message: 'Only an Available or CREATED application can subscribe.',
  },
  subscribeForbidden: { code: 'AZ1007', status: 403, message: 'Not authorized to subscribe.' },
  deleteForbidden: { code: 'AZ1012', status: 403, message: 'Not authorized to delete the subscription.' },
  viewForbidden: { code: 'AZ1016', status: 403, message: 'Not authorized to view subscriptions.' },
} as const satisfies Record<string, CatalogueError>;
