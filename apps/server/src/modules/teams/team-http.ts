/** Request pieces shared by the teams area's routes. */
import { TEAM_ERRORS } from '@dc/contracts';
import { z } from 'zod';
import { catalogueError } from '../../platform/errors.js';

export const teamParams = z.object({ teamId: z.string().uuid() });
export const relationParams = z.object({ relationId: z.string().uuid() });
export const inviteParams = z.object({ inviteId: z.string().uuid() });
export const linkInvitationParams = teamParams.extend({ teamLinkId: z.string().uuid() });
export const linkRelationParams = teamParams.extend({ relationId: z.string().uuid() });

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
