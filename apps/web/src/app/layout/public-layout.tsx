/** Frame of the pages shown without a session: a top bar (language, user panel), the main region, a footer. */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { href, paths } from '../../shared/config/paths';
import { HydrationStep } from '../../shared/ui/hydration-step';
import { LanguageSelector } from '../../shared/ui/language-selector';
import { AppBar, AppToolbar } from './app-bar';
import { AppLogo } from './app-logo';
import { OfflineBanner } from './offline-banner';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { UserPanel } from './user-panel';

/** The parts in HydrationStep hydrate each in a task of its own when the page came prerendered (issue 18). */
export function PublicLayout({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <HydrationStep>
        <SkipLink />
      </HydrationStep>
      <HydrationStep>
        <AppBar>
          <AppToolbar sx={{ gap: { xs: 1, sm: 2 }, px: { xs: 1, sm: 2 } }}>
            <AppLogo to={href(paths.landing)} />
            <Box sx={{ flex: 1 }} />
            <HydrationStep>
              <LanguageSelector />
            </HydrationStep>
            <HydrationStep>
              <UserPanel />
            </HydrationStep>
          </AppToolbar>
        </AppBar>
      </HydrationStep>
      <OfflineBanner />
      <HydrationStep>
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
          {children}
        </Box>
      </HydrationStep>
      {footer && <HydrationStep>{footer}</HydrationStep>}
    </Box>
  );
}
