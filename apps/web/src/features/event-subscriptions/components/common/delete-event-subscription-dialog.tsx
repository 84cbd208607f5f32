/**
 * Deleting an event subscription (spec 2 sections 2.9, 7): 'Please confirm deletion of the subscription to {name}?',
 * then 'Subscription Deleted'; a failure toasts the code's text.
 */
import { useTranslation } from '../../../../shared/i18n';
import type { EventSubscription } from '@dc/contracts';
import { notifyError, notifySuccess } from '../../../../shared/lib/notify';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { useDeleteEventSubscription } from '../../api/delete-event-subscription';
import type { TeamRef } from '../../api/event-headers';
import { useMessageText } from '../../utils/use-message-text';

export interface DeleteEventSubscriptionDialogProps {
  team: TeamRef;
  subscription?: Pick<EventSubscription, 'subscriptionTrn' | 'eventTitle'>;
  onClose(): void;
  onDeleted?(): void;
}

export function DeleteEventSubscriptionDialog({
  team,
  subscription,
  onClose,
  onDeleted,
}: DeleteEventSubscriptionDialogProps) {
  const { t } = useTranslation('event-subscriptions');
  const text = useMessageText();
  const remove = useDeleteEventSubscription(team);
  return (
    <ConfirmDialog
      id="delete-event-subscription-dialog"
      open={!!subscription}
      busy={remove.isPending}
      texts={{
        title: t('delete.title'),
        text: t('delete.text', { name: subscription?.eventTitle ?? '' }),
        confirm: t('delete.confirm'),
        cancel: t('actions.cancel'),
      }}
      onClose={onClose}
      onConfirm={() =>
        subscription &&
        remove.mutate(subscription.subscriptionTrn, {
          onSuccess: () => {
            notifySuccess(t('messages.deleted'));
            onClose();
            onDeleted?.();
          },
          onError: (err) => notifyError(text.apiError(err)),
        })
      }
    />
  );
}
