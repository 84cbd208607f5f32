/**
 * /accounts?activationId (spec 1 sections 2.1 and 4.4): after an activation the account list is re-polled every
 * second, at most 20 times, until no account is being prepared; then the parameter is dropped.
 */
import { useSearchParams } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import { ACCOUNT_MESSAGES, ACTIVATION_POLL_MS, ACTIVATION_REFETCH_LIMIT, type Account } from '@dc/contracts';
import { useRetry } from '../../../shared/lib/use-retry';
import { RetryDialog } from '../../../shared/ui/retry-dialog';
import { activationSettled } from '../utils/activation';

export const ACTIVATION_ID_PARAM = 'activationId';

export function ActivationWait({ accounts, refetch }: { accounts?: Account[]; refetch(): unknown }) {
  const { t } = useTranslation('accounts');
  const [params, setParams] = useSearchParams();
  const activationId = params.get(ACTIVATION_ID_PARAM);
  const state = useRetry({
    trigger: !!activationId,
    data: accounts,
    done: activationSettled,
    refetch,
    retryLimit: ACTIVATION_REFETCH_LIMIT,
    intervalMs: ACTIVATION_POLL_MS,
    onComplete: () =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.delete(ACTIVATION_ID_PARAM);
          return next;
        },
        { replace: true },
      ),
  });
  return (
    <RetryDialog
      state={state}
      retryLimit={ACTIVATION_REFETCH_LIMIT}
      title={t('activation.title')}
      message={t('activation.text', { defaultValue: ACCOUNT_MESSAGES.preparing })}
    />
  );
}
