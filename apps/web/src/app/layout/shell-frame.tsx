/**
 * The signed-in shell around every page: top bar, side navigation, offline banner, main region, footer.
 * A change of team remounts the page, which closes its dialogs and reloads its lists (spec 1 section 4.2).
 */
import Box from '@mui/material/Box';
import { memo, Suspense } from 'react';
import { Navigate, Outlet, useMatches } from '../../shared/router';
import { href, paths } from '../../shared/config/paths';
import { useCurrentTeam } from '../../shared/lib/current-team/current-team-context';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { RenderStep } from '../../shared/ui/render-step';
import { useShellState } from '../shell/shell-state-context';
import { AppFooter } from './app-footer';
import { LoadingTeams, TeamsLoadError } from './loading-teams';
import { SideNav } from './nav/side-nav';
import { OfflineBanner } from './offline-banner';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';

/*
 * The shell's parts and the page are memo components: the frame renders again whenever the shell's state or the team
 * context changes (the prompts' checks settling after the first paint), and without these boundaries each such change
 * rendered the top bar, the navigation, the footer and the page again, ~300 components in one task (issue 18's
 * blocking time). Each part still renders for its own hooks (the navigation for the team, the footer for its links).
 */
const ShellSkipLink = memo(SkipLink);
const ShellTopBar = memo(TopBar);
const ShellOfflineBanner = memo(OfflineBanner);
const ShellSideNav = memo(SideNav);
const ShellFooter = memo(AppFooter);

/** A boundary per page: Preact's Suspense cannot take new children while it is suspended (Back while a page's
 * translations loaded left main empty for good), so another page gets a boundary of its own. */
const PageRegion = memo(function PageRegion({ page, team }: { page: string | undefined; team: string }) {
  return (
    <Suspense key={page} fallback={<PageSkeleton />}>
      <Outlet key={team} />
    </Suspense>
  );
});

export function ShellFrame() {
  const state = useShellState();
  const { teamsStatus, currentTeam, refetchTeams } = useCurrentTeam();
  const page = useMatches().at(-1)?.id;
  if (state === 'restricted') return <Navigate to={href(paths.restrict)} replace />;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ShellSkipLink />
      <ShellTopBar />
      <ShellOfflineBanner />
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'stretch' }}>
        <ShellSideNav />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {/* At least a screen tall: the footer starts below the first screen, so it does not sit in view while a
              page loads and then jump away when the page arrives (issue 18: the gallery's layout shift). */}
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}
          >
            {teamsStatus === 'pending' ? (
              <LoadingTeams />
            ) : teamsStatus === 'error' ? (
              <TeamsLoadError onRetry={refetchTeams} />
            ) : (
              <RenderStep fallback={<PageSkeleton />}>
                <PageRegion page={page} team={currentTeam?.uuid ?? 'no-team'} />
              </RenderStep>
            )}
          </Box>
          <RenderStep>
            <ShellFooter />
          </RenderStep>
        </Box>
      </Box>
    </Box>
  );
}
