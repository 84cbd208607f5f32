/**
 * The user panel (spec 1 section 2.2): a sign-in button without a session, the user menu with one. The menu (with
 * the profile request and its schema) loads only with a session: the signed-out landing page never needs it.
 */
import Button from '@mui/material/Button';
import { Skeleton } from '../../shared/ui/skeleton';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../shared/i18n';
import { login } from '../../shared/lib/auth/login';
import { isSessionValid, readSession } from '../../shared/lib/auth/session';

const UserMenu = lazy(() => import('./scoped-user-menu'));
/** The same circle the menu shows while the profile loads: no shift when it arrives. */
const AVATAR_PLACEHOLDER = <Skeleton variant="circular" width={36} height={36} sx={{ bgcolor: 'primary.light' }} />;

export function UserPanel() {
  const { t } = useTranslation();
  if (isSessionValid(readSession()))
    return (
      <Suspense fallback={AVATAR_PLACEHOLDER}>
        <UserMenu />
      </Suspense>
    );
  return (
    <Button
      variant="outlined"
      color="inherit"
      onClick={() => void login()}
      data-testid="top-bar-sign-in"
      sx={{ borderColor: 'rgba(255, 255, 255, 0.7)', whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {t('userMenu.signIn')}
    </Button>
  );
}
