/**
 * Where the signed-in user stands before the console can be used: the agreement first (spec 1 section 4.3),
 * then the restriction page for users without a team (2.6) once base configuration (4.4) has COMPLETED (it may
 * add the user to a team), then the Team Selection dialog (4.2).
 */
export type ShellState = 'checking' | 'error' | 'agreement' | 'configuring' | 'restricted' | 'team-selection' | 'ready';

export interface ShellFacts {
  teamsStatus: 'pending' | 'error' | 'success';
  teamCount?: number;
  /** undefined while the preferences or the internal-user check load. */
  termsApproved?: boolean;
  selectionNeeded: boolean;
  /** Base configuration has COMPLETED and its overlay, if it opened, has closed. */
  baseConfigured: boolean;
}

export function shellState(facts: ShellFacts): ShellState {
  const { teamsStatus, teamCount, termsApproved, selectionNeeded, baseConfigured } = facts;
  if (teamsStatus === 'error') return 'error';
  if (teamCount === undefined || termsApproved === undefined) return 'checking';
  if (!termsApproved) return 'agreement';
  if (teamCount === 0) return baseConfigured ? 'restricted' : 'configuring';
  return selectionNeeded ? 'team-selection' : 'ready';
}
