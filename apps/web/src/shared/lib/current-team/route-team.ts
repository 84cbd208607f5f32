/** What the route says about teams: account-level routes, and the route's teamId parameter. */
import { matchPath } from '../../router';
import { paths } from '../../config/paths';

/** Account-level routes (the parent route name contains ACCOUNT): the selector is disabled, no prompt. */
export const isAccountRoute = (pathname: string): boolean =>
  pathname === paths.accounts || pathname.startsWith(`${paths.accounts}/`);

const TEAM_ROUTES = [paths.accountTeam, paths.team, `${paths.team}/*`];

export function routeTeamId(pathname: string): string | undefined {
  for (const pattern of TEAM_ROUTES) {
    const id = matchPath(pattern, pathname)?.params.teamId;
    if (id) return id;
  }
  return undefined;
}
