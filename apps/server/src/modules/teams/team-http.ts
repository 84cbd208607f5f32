/** Request pieces shared by the teams area's routes. */
import type { preValidationAsyncHookHandler } from 'fastify';
import { TEAM_ERRORS } from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';

/** A missing or empty JSON body answers the team service's 1027 'Payload cannot be empty'. */
export function payload(body: unknown): unknown {
  const empty =
    body === undefined ||
    body === null ||
    body === '' ||
    (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);
  if (empty) throw catalogueError(TEAM_ERRORS.emptyPayload);
  return body;
}

/**
 * The same check before the registrar validates the body (after sign-in), so an empty body keeps answering 1027
 * rather than the generic validation failure.
 */
export const requirePayload: preValidationAsyncHookHandler = async (req) => {
  payload(req.body);
};
