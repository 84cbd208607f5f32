/**
 * Who asks, for which team (spec 2 section 6): the current team comes in the team_uuid header and must be one the
 * caller is a member of. Developers and admins work with applications; basic users may not (403 with the route's
 * AZ code). Anything of a team the caller is not in answers 404 (not disclosed) on item routes and 403 on lists.
 */
import { APPLICATION_ERRORS, canFilterApplications, type CatalogueError } from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';
import type { ResolveMembership, TeamHeader } from '../../platform/contract/team-header.js';

export interface AppTeamContext {
  callerId: string;
  teamId: string;
  teamName: string;
  /** The caller's role in the team, lower-cased; null when not a member. */
  role: string | null;
  internal: boolean;
}
/** A team context of a member. */
export type MemberContext = AppTeamContext & { role: string };
/** The current team as the route's pre-handler resolved it (req.team), or the header's bare value (resolved here). */
export type TeamRef = TeamHeader | string | undefined;

/** `membershipOf` is the teams module's membership read (app.resolveMembership, from the composition root). */
export function createApplicationAccess(membershipOf: ResolveMembership) {
  async function team(callerId: string, ref: TeamRef): Promise<AppTeamContext> {
    if (!ref) throw catalogueError(APPLICATION_ERRORS.teamRequired);
    const found = typeof ref === 'string' ? await membershipOf(callerId, ref) : ref.membership;
    return {
      callerId,
      teamId: found?.id ?? (typeof ref === 'string' ? ref : ref.id),
      teamName: found?.name ?? '',
      role: found?.role ?? null,
      internal: found?.internal ?? false,
    };
  }

  /** The caller's membership of the current team; `foreign` is thrown when there is none. */
  async function member(callerId: string, teamId: TeamRef, foreign: CatalogueError): Promise<MemberContext> {
    const ctx = await team(callerId, teamId);
    if (!ctx.role) throw catalogueError(foreign);
    return ctx as MemberContext;
  }

  return {
    team,
    member,
    /** A developer or admin of the current team; a basic user gets `forbidden`, a non-member `foreign`. */
    async worker(callerId: string, teamId: TeamRef, forbidden: CatalogueError, foreign: CatalogueError) {
      const ctx = await member(callerId, teamId, foreign);
      if (!canFilterApplications(ctx.role)) throw catalogueError(forbidden);
      return ctx;
    },
    /** Developers and admins may see credentials; basic users may not (spec 2 section 1). */
    mayUseApplications: (ctx: AppTeamContext) => canFilterApplications(ctx.role),
  };
}
export type ApplicationAccess = ReturnType<typeof createApplicationAccess>;
