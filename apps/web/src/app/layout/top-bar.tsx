/** The 56 px app bar of the signed-in shell: logo (home), team selector, help, language selector, user menu. */
import Box from '@mui/material/Box';
import { HelpLink } from '../../features/guides/components/help-link';
import { href, paths } from '../../shared/config/paths';
import { useSaveLanguage } from '../../shared/lib/preferences/use-language-preference';
import { LanguageSelector } from '../../shared/ui/language-selector';
import { RenderStep } from '../../shared/ui/render-step';
import { AppBar, AppToolbar } from './app-bar';
import { AppLogo } from './app-logo';
import { TeamSelector } from './team-selector';
import { UserMenu } from './user-menu';

/** Help, language and the user menu, with the preference hook they need. */
function TopBarActions() {
  const saveLanguage = useSaveLanguage();
  return (
    <>
      <HelpLink />
      <LanguageSelector onSelect={saveLanguage} />
      <UserMenu />
    </>
  );
}

export function TopBar() {
  return (
    <AppBar sticky>
      {/* 4 px between the items on phones: the team selector's label needs the room (issue 22). */}
      <AppToolbar sx={{ gap: { xs: 0.5, sm: 2 }, px: { xs: 1, sm: 2 } }}>
        <AppLogo to={href(paths.home)} compact />
        {/* One step for the team selector and the actions: the selector sits at the right end of the room the
            actions leave, so had it come first, the actions' arrival would have moved it (layout shift). */}
        <RenderStep>
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex', justifyContent: 'flex-end' }}>
            <TeamSelector />
          </Box>
          <TopBarActions />
        </RenderStep>
      </AppToolbar>
    </AppBar>
  );
}
