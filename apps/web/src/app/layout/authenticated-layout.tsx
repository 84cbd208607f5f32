/** The signed-in shell: top bar, main region, footer. Navigation and team context join in later issues. */
import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../shared/ui/page-loader';
import { AppFooter } from './app-footer';
import { RequireSession } from './require-session';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';

export function AuthenticatedLayout() {
  return (
    <RequireSession>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <SkipLink />
        <TopBar />
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
        <AppFooter />
      </Box>
    </RequireSession>
  );
}
