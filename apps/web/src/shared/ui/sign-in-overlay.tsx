/** Covers the page while the browser is on its way to the identity provider. */
import { useTranslation } from '../i18n';
import { useAuthStatus } from '../lib/auth/auth-status';
import { LoadingOverlay } from './loading-overlay';

export function SignInOverlay() {
  const { t } = useTranslation();
  return useAuthStatus() === 'redirecting' ? <LoadingOverlay text={t('auth.overlay.redirecting')} /> : null;
}
