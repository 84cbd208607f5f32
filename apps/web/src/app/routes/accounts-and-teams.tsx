/**
 * Routes of the accounts and teams areas (spec 1 section 2.1, spec 3 section 2.1), lazy per page.
 * In the shell: accounts, teams, /noTeam and the link pages. Outside the shell frame (signed in, full screen): the
 * invitation acceptance, which a user without a team yet must reach without being sent to the restriction page.
 */
import type { RouteObject } from '../../shared/router';
import { paths } from '../../shared/config/paths';
import { page } from './lazy-page';

export const accountsAndTeamsShellRoutes: RouteObject[] = [
  { path: paths.accounts, lazy: page(() => import('./accounts')) },
  { path: paths.account, lazy: page(() => import('./account-index')) },
  { path: paths.accountSummary, lazy: page(() => import('./account-summary')) },
  { path: paths.accountTeams, lazy: page(() => import('./account-teams')) },
  { path: paths.accountTeam, lazy: page(() => import('./account-team')) },
  { path: paths.teams, lazy: page(() => import('./teams')) },
  { path: paths.team, lazy: page(() => import('./team')) },
  { path: paths.teamLink, lazy: page(() => import('./team-link')) },
  { path: paths.teamLinkError, lazy: page(() => import('./team-link-error')) },
  { path: paths.noTeam, lazy: page(() => import('./no-team')) },
];

export const accountsAndTeamsStandaloneRoutes: RouteObject[] = [
  { path: paths.inviteTeams, lazy: page(() => import('./invite')) },
];
