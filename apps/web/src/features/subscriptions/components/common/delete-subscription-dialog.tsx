/**
 * Delete Subscription (spec 2 sections 2.9, 5, 7; SPEC-NOTES 5): typing the exact application name confirms
 * ('Invalid client Application Name provided.' otherwise). Success: 'The subscription is deleted.'; a failure
 * toasts the code's text.
 */
import { useTranslation } from '../../../../shared/i18n';
import type { ApiSubscription } from '@dc/contracts';
import { notifyError, notifySuccess } from '../../../../shared/lib/notify';
import { TypedConfirmDialog } from '../../../../shared/ui/typed-confirm-dialog';
import { useDeleteSubscription } from '../../api/delete-subscription';
import { useMessageText } from '../../utils/use-message-text';

export type DeletableSubscription = Pick<
  ApiSubscription,
  'subscription_id' | 'app_uuid' | 'app_name' | 'api_id' | 'api_display_name'
>;

export interface DeleteSubscriptionDialogProps {
  teamId: string;
  subscription?: DeletableSubscription;
  onClose(): void;
  onDeleted(subscription: DeletableSubscription): void;
}

export function DeleteSubscriptionDialog({ teamId, subscription, onClose, onDeleted }: DeleteSubscriptionDialogProps) {
  const { t } = useTranslation('subscriptions');
  const text = useMessageText();
  const remove = useDeleteSubscription(teamId);
  return (
    <TypedConfirmDialog
      key={subscription?.subscription_id ?? 'none'}
      id="delete-subscription-dialog"
      open={!!subscription}
      expected={subscription?.app_name ?? ''}
      busy={remove.isPending}
      texts={{
        title: t('delete.title'),
        text: t('delete.text', { application: subscription?.app_name, product: subscription?.api_display_name }),
        label: t('delete.label'),
        mismatch: t('delete.mismatch'),
        confirm: t('delete.confirm'),
        cancel: t('actions.cancel'),
      }}
      onClose={onClose}
      onConfirm={() =>
        subscription &&
        remove.mutate(
          { applicationId: subscription.app_uuid, apiId: subscription.api_id },
          {
            onSuccess: () => {
              notifySuccess(t('messages.deleted'));
              onClose();
              onDeleted(subscription);
            },
            onError: (err) => notifyError(text.apiError(err)),
          },
        )
      }
    />
  );
}
