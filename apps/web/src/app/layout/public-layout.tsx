/** Frame of the pages shown without a session: a top bar and the main region. */
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { href, paths } from '../../shared/config/paths';
import { AppLogo } from './app-logo';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

export function PublicLayout({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppBar position="static" component="header">
        <Toolbar>
          <AppLogo to={href(paths.landing)} />
        </Toolbar>
      </AppBar>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      {footer}
    </Box>
  );
}
