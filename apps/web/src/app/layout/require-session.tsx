/** Protected routes: check (or refresh) the session, else log in keeping path and query (spec 1 section 4.1). */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from '../../shared/router';
import { useTranslation } from '../../shared/i18n';
import { STORAGE_KEYS } from '@dc/contracts';
import { ensureSession } from '../../shared/lib/auth/ensure-session';
import { login } from '../../shared/lib/auth/login';
import { isSessionValid, readSession } from '../../shared/lib/auth/session';
import { LoadingOverlay } from '../../shared/ui/loading-overlay';

type State = 'checking' | 'ok' | 'redirecting';

export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const params = useRef(useParams());
  const [state, setState] = useState<State>(() => (isSessionValid(readSession()) ? 'ok' : 'checking'));

  useEffect(() => {
    if (state !== 'checking') return;
    let active = true;
    void ensureSession().then((session) => {
      if (!active) return;
      setState(session ? 'ok' : 'redirecting');
      if (!session) void login({ params: params.current });
    });
    return () => {
      active = false;
    };
  }, [state]);

  // Signing out in another tab removes the shared session: this tab follows.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if ((e.key === STORAGE_KEYS.session || e.key === null) && !readSession()) setState('checking');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  if (state === 'ok') return children;
  // While redirecting, the global sign-in overlay shows 'Redirecting to Sign in Page....'.
  return state === 'checking' ? <LoadingOverlay text={t('auth.overlay.verifyingAuthorization')} /> : null;
}
