/**
 * Where the signed-in user stands before the console can be used: the agreement first (spec 1 section 4.3),
 * then the restriction page for users without a team (2.6), then the Team Selection dialog (4.2).
 * Base configuration (4.4) is not part of the console yet, so its status counts as COMPLETED.
 */
export type ShellState = 'checking' | 'error' | 'agreement' | 'restricted' | 'team-selection' | 'ready';

export interface ShellFacts {
  teamsStatus: 'pending' | 'error' | 'success';
  teamCount?: number;
  /** undefined while the preferences or the internal-user check load. */
  termsApproved?: boolean;
  selectionNeeded: boolean;
}

export function shellState({ teamsStatus, teamCount, termsApproved, selectionNeeded }: ShellFacts): ShellState {
  if (teamsStatus === 'error') return 'error';
  if (teamCount === undefined || termsApproved === undefined) return 'checking';
  if (!termsApproved) return 'agreement';
  if (teamCount === 0) return 'restricted';
  return selectionNeeded ? 'team-selection' : 'ready';
}
