/**
 * Shows the agreement while it is due (spec 1 section 4.3): not accepted, not internal, the check done.
 * Continue stores 'LTA-v{version}' = 'true'; Decline opens the second dialog. Both dialogs are chunks of their own,
 * loaded when first due (issue 18): most signed-in pages never show them.
 */
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { logout } from '../../../shared/lib/auth/logout';
import { notifyApiError } from '../../../shared/lib/notify';
import { useSetPreference } from '../../../shared/lib/preferences/set-preference';
import { useOpenedOnce } from '../../../shared/ui/use-opened-once';
import { useLegalTermsStatus } from '../hooks/use-legal-terms';

const LegalTermsDialog = lazy(() => import('./legal-terms-dialog').then((m) => ({ default: m.LegalTermsDialog })));
const DeclineDialog = lazy(() => import('./decline-dialog').then((m) => ({ default: m.DeclineDialog })));

export function LegalTermsGate() {
  const { approved, version, preferenceName } = useLegalTermsStatus();
  const [accepted, setAccepted] = useState(false);
  const [declined, setDeclined] = useState(false);
  const setPreference = useSetPreference();
  const queryClient = useQueryClient();
  const due = approved === false;
  const termsOpen = due && !declined;
  const declineOpen = due && declined;
  const termsMounted = useOpenedOnce(termsOpen);
  const declineMounted = useOpenedOnce(declineOpen);

  const onContinue = () =>
    setPreference.mutate({ name: preferenceName, value: 'true' }, { onError: (err) => notifyApiError(err) });
  const onLogOut = () => void logout({ onCleared: () => queryClient.clear() });

  return (
    <>
      {termsMounted && (
        <Suspense fallback={null}>
          <LegalTermsDialog
            open={termsOpen}
            version={version}
            accepted={accepted}
            saving={setPreference.isPending}
            onAcceptedChange={setAccepted}
            onContinue={onContinue}
            onDecline={() => setDeclined(true)}
          />
        </Suspense>
      )}
      {declineMounted && (
        <Suspense fallback={null}>
          <DeclineDialog open={declineOpen} onLogOut={onLogOut} onGoBack={() => setDeclined(false)} />
        </Suspense>
      )}
    </>
  );
}
