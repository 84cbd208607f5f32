/**
 * Shows the agreement while it is due (spec 1 section 4.3): not accepted, not internal, the check done.
 * Continue stores 'LTA-v{version}' = 'true'; Decline opens the second dialog.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { logout } from '../../../shared/lib/auth/logout';
import { notifyApiError } from '../../../shared/lib/notify';
import { useSetPreference } from '../../../shared/lib/preferences/set-preference';
import { useLegalTermsStatus } from '../hooks/use-legal-terms';
import { DeclineDialog } from './decline-dialog';
import { LegalTermsDialog } from './legal-terms-dialog';

export function LegalTermsGate() {
  const { approved, version, preferenceName } = useLegalTermsStatus();
  const [accepted, setAccepted] = useState(false);
  const [declined, setDeclined] = useState(false);
  const setPreference = useSetPreference();
  const queryClient = useQueryClient();
  const due = approved === false;

  const onContinue = () =>
    setPreference.mutate({ name: preferenceName, value: 'true' }, { onError: (err) => notifyApiError(err) });
  const onLogOut = () => void logout({ onCleared: () => queryClient.clear() });

  return (
    <>
      <LegalTermsDialog
        open={due && !declined}
        version={version}
        accepted={accepted}
        saving={setPreference.isPending}
        onAcceptedChange={setAccepted}
        onContinue={onContinue}
        onDecline={() => setDeclined(true)}
      />
      <DeclineDialog open={due && declined} onLogOut={onLogOut} onGoBack={() => setDeclined(false)} />
    </>
  );
}
