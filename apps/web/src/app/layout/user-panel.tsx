/** The user panel (spec 1 section 2.2): a sign-in button without a session, the user menu with one. */
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { login } from '../../shared/lib/auth/login';
import { isSessionValid, readSession } from '../../shared/lib/auth/session';
import { UserMenu } from './user-menu';

export function UserPanel() {
  const { t } = useTranslation();
  if (isSessionValid(readSession())) return <UserMenu />;
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
