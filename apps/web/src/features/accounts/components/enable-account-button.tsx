/**
 * Enables an account that is not enabled yet (spec 1 sections 7.3 and 8): 'Account Enabled.' or 'There was a
 * problem! The account was not enabled.'; a started activation is then awaited through ?activationId.
 */
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import { ACCOUNT_MESSAGES, type Account } from '@dc/contracts';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { useEnableAccount } from '../api/enable-account';
import { accountKeys } from '../api/keys';
import { ACTIVATION_ID_PARAM } from './activation-wait';

export function EnableAccountButton({ account }: { account: Account }) {
  const { t } = useTranslation('accounts');
  const enable = useEnableAccount();
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const onClick = () =>
    enable.mutate(account.uuid, {
      onSuccess: ({ activation }) => {
        notifySuccess(t('enable.success', { defaultValue: ACCOUNT_MESSAGES.enabled }));
        void queryClient.invalidateQueries({ queryKey: accountKeys.all });
        if (activation)
          setParams((p) => new URLSearchParams({ ...Object.fromEntries(p), [ACTIVATION_ID_PARAM]: activation.id }));
      },
      onError: () => notifyError(t('enable.failure', { defaultValue: ACCOUNT_MESSAGES.enableFailed })),
    });
  return (
    <Button
      variant="outlined"
      onClick={onClick}
      disabled={enable.isPending}
      aria-label={t('enable.buttonOf', { account: account.name })}
    >
      {t('enable.button')}
    </Button>
  );
}
