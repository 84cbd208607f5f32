/**
 * Everything signed in: the session check, the team context, the shell state, and the prompts that come
 * before the console can be used (the agreement, then the Team Selection dialog).
 */
import { Suspense } from 'react';
import { Outlet } from '../../shared/router';
import { LegalTermsGate } from '../../features/legal-terms/components/legal-terms-gate';
import { BaseConfigurationGate } from '../routes/base-configuration-gate';
import { CurrentTeamProvider } from '../../shared/lib/current-team/current-team-provider';
import { useApplyLanguagePreference } from '../../shared/lib/preferences/use-language-preference';
import { PageLoader } from '../../shared/ui/page-loader';
import { RenderStep } from '../../shared/ui/render-step';
import { useShellState } from '../shell/shell-state-context';
import { ShellStateProvider } from '../shell/shell-state-provider';
import { RequireSession } from './require-session';
import { TeamSelectionDialog } from './team-selection-dialog';

function Prompts() {
  const state = useShellState();
  useApplyLanguagePreference();
  return (
    <>
      <Suspense fallback={null}>
        <LegalTermsGate />
      </Suspense>
      <TeamSelectionDialog open={state === 'team-selection'} />
      <BaseConfigurationGate />
    </>
  );
}

export function AuthenticatedLayout() {
  return (
    <RequireSession>
      <CurrentTeamProvider>
        <ShellStateProvider>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
          <RenderStep>
            <Prompts />
          </RenderStep>
        </ShellStateProvider>
      </CurrentTeamProvider>
    </RequireSession>
  );
}
