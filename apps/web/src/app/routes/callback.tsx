/** /callback: 'Verifying your credentials....' while the code is exchanged (spec 1 sections 2.1, 2.7, 4.1). */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from '../../shared/router';
import { useTranslation } from '../../shared/i18n';
import { href, paths } from '../../shared/config/paths';
import { completeSignInOnce, SignInError } from '../../shared/lib/auth/complete-sign-in';
import { currentUserKeys } from '../../shared/lib/auth/get-current-user';
import { login } from '../../shared/lib/auth/login';
import {
  MAX_CALLBACK_FAILURES,
  recordCallbackFailure,
  resetCallbackFailures,
} from '../../shared/lib/auth/sign-in-attempts';
import { LoadingOverlay } from '../../shared/ui/loading-overlay';
import { useDocumentTitle } from '../../shared/ui/use-document-title';

export default function CallbackRoute() {
  const { t } = useTranslation();
  const text = t('auth.overlay.verifyingCredentials');
  useDocumentTitle(text);
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    completeSignInOnce(search)
      .then(({ target, user }) => {
        resetCallbackFailures();
        if (user) queryClient.setQueryData(currentUserKeys.all, user);
        if (active) void navigate(target, { replace: true });
      })
      .catch((err: unknown) => {
        console.error(err);
        if (!active) return;
        // A failed exchange signs in again; a refusal by the provider, or repeated failures, end on 401.
        const refused = err instanceof SignInError && err.reason === 'provider-error';
        if (refused || recordCallbackFailure() > MAX_CALLBACK_FAILURES) {
          void navigate(href(paths.error, { statusCode: 401 }), { replace: true });
        } else {
          void login();
        }
      });
    return () => {
      active = false;
    };
  }, [search, navigate, queryClient]);

  return <LoadingOverlay text={text} />;
}
