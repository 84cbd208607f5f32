/**
 * User panel: avatar button with a menu of name, e-mail, My Profile and Sign out (spec 1 section 2.2). The menu's
 * code loads when it is first opened, or as the pointer or focus reaches the button (user-menu-popover.tsx, issue 18).
 */
import IconButton from '@mui/material/IconButton';
import { Skeleton } from '../../shared/ui/skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useCurrentUser } from '../../shared/lib/auth/get-current-user';
import { logout } from '../../shared/lib/auth/logout';
import { onDemand, useOnDemand } from '../../shared/lib/on-demand';
import { UserAvatar } from './user-avatar';

const popoverModule = onDemand(() => import('./user-menu-popover'));
const preload = () => void popoverModule.load().catch(() => {});

export function UserMenu() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  // Once opened, the popover stays mounted, so it closes with its transition like any other.
  const [opened, setOpened] = useState(false);
  const Popover = useOnDemand(popoverModule, opened)?.default;
  const close = () => setAnchor(null);
  const signOut = () => {
    close();
    void logout({ onCleared: () => queryClient.clear() });
  };

  if (!user) return <Skeleton variant="circular" width={36} height={36} sx={{ bgcolor: 'primary.light' }} />;
  return (
    <>
      <IconButton
        onClick={(e: MouseEvent<HTMLElement>) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={t('userMenu.open')}
        aria-controls={open ? 'user-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        data-testid="user-menu-button"
        sx={{ p: 0.5 }}
      >
        <UserAvatar firstName={user.firstName} lastName={user.lastName} picture={user.picture} />
      </IconButton>
      {Popover && <Popover user={user} anchor={anchor} onClose={close} onSignOut={signOut} />}
    </>
  );
}
