/** Current team resolution (spec 1 section 4.2), tried in order. */
import type { Team } from '@dc/contracts';

export interface ResolveInput {
  teams: readonly Team[];
  /** The currentTeam query parameter. */
  queryTeamId?: string | null;
  /** The route's teamId parameter. */
  routeTeamId?: string | null;
  /** The team stored locally for the user's e-mail. */
  storedTeamId?: string | null;
}

export type ResolveRule = 'query' | 'route' | 'stored' | 'only';

export interface Resolution {
  team?: Team;
  rule?: ResolveRule;
}

export function resolveCurrentTeam({ teams, queryTeamId, routeTeamId, storedTeamId }: ResolveInput): Resolution {
  const find = (uuid: string | null | undefined) => (uuid ? teams.find((t) => t.uuid === uuid) : undefined);
  // 1. A currentTeam query parameter matching a team uuid.
  const byQuery = find(queryTeamId);
  if (byQuery) return { team: byQuery, rule: 'query' };
  // 2. The stored team, when it matches the route's teamId parameter.
  const stored = find(storedTeamId);
  if (stored && routeTeamId && stored.uuid === routeTeamId) return { team: stored, rule: 'route' };
  // 3. The stored team, when it is still in the list.
  if (stored) return { team: stored, rule: 'stored' };
  // 4. The only team, if the filtered list has exactly one.
  if (teams.length === 1) return { team: teams[0], rule: 'only' };
  return {};
}

/** The confirmation dialog: teams loaded, more than one, none current, and not an account-level route. */
export const needsTeamSelection = (input: {
  teams?: readonly Team[];
  currentTeam?: Team;
  accountRoute: boolean;
}): boolean => !!input.teams && input.teams.length > 1 && !input.currentTeam && !input.accountRoute;
