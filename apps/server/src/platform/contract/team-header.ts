/**
 * The current team (spec 2 section 6, spec 3): routes flagged teamHeader name it in the team_uuid header. One
 * pre-handler resolves it for the caller once per request (membership and role) into req.team; services decide
 * what a missing header or a non-member means for them (their catalogue's codes differ).
 */
import type { FastifyRequest } from 'fastify';
import { PRODUCT_TEAM_HEADER } from '@dc/contracts';

export interface TeamMembership {
  /** The team's id as stored (the header may differ in case). */
  id: string;
  name: string;
  /** The caller's role in the team, lower-cased. */
  role: string;
  internal: boolean;
}

export interface TeamHeader {
  /** The team's id: as stored when the caller is a member, else the header's value, trimmed. */
  id: string;
  /** The caller's membership; null when the caller is not a member (or no such team). */
  membership: TeamMembership | null;
}

/** Reads a caller's membership of a team (decorated by the composition root from the teams module). */
export type ResolveMembership = (callerId: string, teamId: string) => Promise<TeamMembership | null>;

declare module 'fastify' {
  interface FastifyInstance {
    resolveMembership: ResolveMembership;
  }
  interface FastifyRequest {
    team?: TeamHeader;
  }
}

/** The team_uuid header's value, trimmed; undefined when absent or blank. */
export function teamHeaderOf(req: FastifyRequest): string | undefined {
  const value = req.headers[PRODUCT_TEAM_HEADER];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** The pre-handler of teamHeader routes (after authentication). */
export async function resolveTeamHeader(req: FastifyRequest): Promise<void> {
  const id = teamHeaderOf(req);
  if (!id) return;
  const membership = req.user ? await req.server.resolveMembership(req.user.id, id) : null;
  req.team = { id: membership?.id ?? id, membership };
}
