/** The 56 px app bar of the signed-in shell; team and language selectors join it in later issues. */
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { href, paths } from '../../shared/config/paths';
import { AppLogo } from './app-logo';
import { UserMenu } from './user-menu';

export function TopBar() {
  return (
    <AppBar position="sticky" component="header">
      <Toolbar sx={{ gap: 2 }}>
        <AppLogo to={href(paths.home)} />
        <Box sx={{ flex: 1 }} />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
