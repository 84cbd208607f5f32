/** The team context every signed-in page works in (spec 1 section 4.2). */
import { createContext, useContext } from 'react';
import type { Team } from '@dc/contracts';

export interface CurrentTeamContextValue {
  /** The user's teams (personal teams dropped, roles lower-cased); undefined while loading. */
  teams?: Team[];
  teamsStatus: 'pending' | 'error' | 'success';
  teamsError: unknown;
  refetchTeams(): void;
  currentTeam?: Team;
  setCurrentTeam(team: Team): void;
  /** An account-level route: the selector is disabled and no team is asked for. */
  accountRoute: boolean;
  /** The Team Selection dialog is due. */
  selectionNeeded: boolean;
}

export const CurrentTeamContext = createContext<CurrentTeamContextValue | undefined>(undefined);

export function useCurrentTeam(): CurrentTeamContextValue {
  const value = useContext(CurrentTeamContext);
  if (!value) throw new Error('useCurrentTeam needs a CurrentTeamProvider');
  return value;
}
