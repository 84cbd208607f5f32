/**
 * The user menu's popover: name and e-mail, My Profile and Sign out (spec 1 section 2.2). A chunk of its own that loads
 * when the menu is first opened (issue 18: Popover, MenuList and MenuItem were part of the shell's first paint).
 */
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from '../../shared/i18n';
import type { UserProfile } from '@dc/contracts';
import { getEnvironment } from '../../shared/config/env';

export interface UserMenuPopoverProps {
  user: UserProfile;
  anchor: HTMLElement | null;
  onClose(): void;
  onSignOut(): void;
}

export default function UserMenuPopover({ user, anchor, onClose, onSignOut }: UserMenuPopoverProps) {
  const { t } = useTranslation();
  const open = Boolean(anchor);
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    // A popover around the menu: the name and e-mail are not menu items, so they stay outside role="menu".
    <Popover
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 240, maxWidth: 'calc(100vw - 32px)', mt: 1 } } }}
    >
      <Box sx={{ px: 2, py: 1 }} data-testid="user-menu-identity">
        <Typography sx={{ fontWeight: 500 }} data-testid="user-menu-name">
          {name}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ wordBreak: 'break-all' }}
          data-testid="user-menu-email"
        >
          {user.email}
        </Typography>
      </Box>
      <Divider />
      <MenuList id="user-menu" autoFocusItem={open} aria-label={name}>
        <MenuItem
          component="a"
          href={getEnvironment().profileUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
        >
          <ListItemIcon>
            <OpenInNewIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.myProfile')}
        </MenuItem>
        <MenuItem onClick={onSignOut} data-testid="sign-out">
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.signOut')}
        </MenuItem>
      </MenuList>
    </Popover>
  );
}
