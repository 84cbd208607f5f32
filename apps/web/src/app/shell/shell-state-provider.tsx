/** Computes the shell state once for the signed-in routes; tests find it as data-shell-state. */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useBaseConfigurationSettled } from '../../features/base-configuration/utils/status-store';
import { useLegalTermsStatus } from '../../features/legal-terms/hooks/use-legal-terms';
import { useCurrentTeam } from '../../shared/lib/current-team/current-team-context';
import { shellState } from './shell-state';
import { ShellStateContext } from './shell-state-context';

export function ShellStateProvider({ children }: { children: ReactNode }) {
  const { teams, teamsStatus, selectionNeeded } = useCurrentTeam();
  const { approved } = useLegalTermsStatus();
  const baseConfigured = useBaseConfigurationSettled();
  const state = shellState({
    teamsStatus,
    teamCount: teams?.length,
    termsApproved: approved,
    selectionNeeded,
    baseConfigured,
  });
  return (
    <ShellStateContext.Provider value={state}>
      <Box data-shell-state={state} sx={{ display: 'contents' }}>
        {children}
      </Box>
    </ShellStateContext.Provider>
  );
}
