/**
 * Delete an application by typing its display name (spec 2 section 5). Its subscriptions go with it. 'resource'
 * applications never get here (the control is disabled).
 */
import Alert from '@mui/material/Alert';
import { useTranslation } from '../../../../shared/i18n';
import type { Application } from '@dc/contracts';
import { notifySuccess } from '../../../../shared/lib/notify';
import { TypedConfirmDialog } from '../../../../shared/ui/typed-confirm-dialog';
import { useDeleteApplication } from '../../api/delete-application';
import { useMessageText } from '../../utils/use-message-text';

export interface DeleteApplicationDialogProps {
  teamId: string;
  application?: Pick<Application, 'id' | 'display_name'>;
  onClose(): void;
  onDeleted?(): void;
}

export function DeleteApplicationDialog({ teamId, application, onClose, onDeleted }: DeleteApplicationDialogProps) {
  const { t } = useTranslation('applications');
  const text = useMessageText();
  const remove = useDeleteApplication(teamId);
  const close = () => {
    remove.reset();
    onClose();
  };
  const name = application?.display_name ?? '';
  return (
    <TypedConfirmDialog
      // A fresh dialog per application: no typed text carries over.
      key={application?.id ?? 'none'}
      id="delete-application-dialog"
      open={!!application}
      expected={name}
      busy={remove.isPending}
      texts={{
        title: t('delete.title'),
        text: t('delete.text', { name }),
        label: t('delete.label'),
        mismatch: t('delete.mismatch'),
        confirm: t('delete.confirm'),
        cancel: t('actions.cancel'),
      }}
      onClose={close}
      onConfirm={() =>
        application &&
        remove.mutate(application.id, {
          onSuccess: () => {
            notifySuccess(t('messages.deleted', { name }));
            close();
            onDeleted?.();
          },
        })
      }
    >
      {remove.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {text.apiError(remove.error)}
        </Alert>
      )}
    </TypedConfirmDialog>
  );
}
