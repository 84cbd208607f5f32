/** Loads the user's teams and resolves the current team; a change of team reloads the lists (spec 1 section 4.2). */
import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from '../../router';
import { CURRENT_TEAM_QUERY_PARAM, type Team } from '@dc/contracts';
import { useCurrentUser } from '../auth/get-current-user';
import { CurrentTeamContext, type CurrentTeamContextValue } from './current-team-context';
import { useTeams } from './get-teams';
import { needsTeamSelection, resolveCurrentTeam } from './resolve-current-team';
import { isAccountRoute, routeTeamId } from './route-team';
import { readStoredTeam, storeTeam, subscribeStoredTeam } from './team-store';

/** Queries that describe the user rather than the team: kept when the team changes. */
const USER_SCOPED = new Set(['users', 'teams', 'preferences', 'accounts', 'permissions', 'status', 'url-links']);

export function CurrentTeamProvider({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  const teamsQuery = useTeams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const email = user?.email;
  const storedTeamId = useSyncExternalStore(subscribeStoredTeam, () =>
    email ? readStoredTeam(email)?.uuid : undefined,
  );
  const query = new URLSearchParams(search);
  const queryTeamId = query.get(CURRENT_TEAM_QUERY_PARAM);
  const teams = teamsQuery.data;
  const { team: currentTeam, rule } = teams
    ? resolveCurrentTeam({ teams, queryTeamId, routeTeamId: routeTeamId(pathname), storedTeamId })
    : {};

  // A team picked by the query parameter (once per parameter value, so a later choice in the selector is not
  // overwritten while the parameter is being removed) or as the only one becomes the stored team.
  const appliedQuery = useRef<string | null>(null);
  useEffect(() => {
    if (!email || !currentTeam || currentTeam.uuid === storedTeamId) return;
    if (rule === 'only' || (rule === 'query' && appliedQuery.current !== queryTeamId)) {
      appliedQuery.current = queryTeamId;
      storeTeam(email, currentTeam);
    }
  }, [email, currentTeam, rule, storedTeamId, queryTeamId]);

  // A change of team reloads every team-scoped list (the shell remounts the page, closing its dialogs).
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    const uuid = currentTeam?.uuid;
    if (previous.current && uuid && previous.current !== uuid) {
      void queryClient.invalidateQueries({ predicate: (q) => !USER_SCOPED.has(String(q.queryKey[0])) });
    }
    if (uuid) previous.current = uuid;
  }, [currentTeam?.uuid, queryClient]);

  // One function for the provider's life: it reads the address and the user when called, so a change of the query
  // (the gallery's search, its page) does not change the context and render its ~45 readers again (issue 18).
  const latest = useRef({ email, navigate, pathname, search });
  useLayoutEffect(() => {
    latest.current = { email, navigate, pathname, search };
  });
  const setCurrentTeam = useCallback((team: Team) => {
    const { email, navigate, pathname, search } = latest.current;
    if (!email) return;
    storeTeam(email, team);
    // The user's choice wins over a currentTeam parameter still in the address.
    const params = new URLSearchParams(search);
    if (params.has(CURRENT_TEAM_QUERY_PARAM) && params.get(CURRENT_TEAM_QUERY_PARAM) !== team.uuid) {
      params.delete(CURRENT_TEAM_QUERY_PARAM);
      const qs = params.toString();
      void navigate({ pathname, search: qs ? `?${qs}` : '' }, { replace: true });
    }
  }, []);

  const accountRoute = isAccountRoute(pathname);
  const { status: teamsStatus, error: teamsError, refetch } = teamsQuery;
  const value = useMemo<CurrentTeamContextValue>(
    () => ({
      teams,
      teamsStatus,
      teamsError,
      refetchTeams: () => void refetch(),
      currentTeam,
      setCurrentTeam,
      accountRoute,
      selectionNeeded: needsTeamSelection({ teams, currentTeam, accountRoute }),
    }),
    [teams, teamsStatus, teamsError, refetch, currentTeam, setCurrentTeam, accountRoute],
  );
  return <CurrentTeamContext.Provider value={value}>{children}</CurrentTeamContext.Provider>;
}
