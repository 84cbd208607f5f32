/** User panel: avatar button with a menu of name, e-mail, My Profile and Sign out (spec 1 section 2.2). */
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from '../../shared/i18n';
import { getEnvironment } from '../../shared/config/env';
import { useCurrentUser } from '../../shared/lib/auth/get-current-user';
import { logout } from '../../shared/lib/auth/logout';
import { UserAvatar } from './user-avatar';

export function UserMenu() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const close = () => setAnchor(null);
  const signOut = () => {
    close();
    void logout({ onCleared: () => queryClient.clear() });
  };

  if (!user) return <Skeleton variant="circular" width={36} height={36} sx={{ bgcolor: 'primary.light' }} />;
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <>
      <IconButton
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        aria-label={t('userMenu.open')}
        aria-controls={open ? 'user-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        data-testid="user-menu-button"
        sx={{ p: 0.5 }}
      >
        <UserAvatar firstName={user.firstName} lastName={user.lastName} picture={user.picture} />
      </IconButton>
      {/* A popover around the menu: the name and e-mail are not menu items, so they stay outside role="menu". */}
      <Popover
        anchorEl={anchor}
        open={open}
        onClose={close}
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
            onClick={close}
          >
            <ListItemIcon>
              <OpenInNewIcon fontSize="small" />
            </ListItemIcon>
            {t('userMenu.myProfile')}
          </MenuItem>
          <MenuItem onClick={signOut} data-testid="sign-out">
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            {t('userMenu.signOut')}
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
