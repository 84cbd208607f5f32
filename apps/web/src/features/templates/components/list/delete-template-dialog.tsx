/** Deleting a template needs its name typed (spec 3 section 5). */
import { useTranslation } from '../../../../shared/i18n';
import { type TemplateSummary } from '@dc/contracts';
import { notifyApiError, notifySuccess } from '../../../../shared/lib/notify';
import { TypedConfirmDialog } from '../../../../shared/ui/typed-confirm-dialog';
import { useDeleteTemplate } from '../../api/delete-template';

interface DeleteTemplateDialogProps {
  teamId: string;
  template?: TemplateSummary;
  onClose(): void;
}

export function DeleteTemplateDialog({ teamId, template, onClose }: DeleteTemplateDialogProps) {
  const { t } = useTranslation('templates');
  const remove = useDeleteTemplate();
  const confirm = () => {
    if (!template) return;
    remove.mutate(
      { teamId, templateId: template.id },
      {
        onSuccess: () => {
          notifySuccess(t('delete.success', { name: template.name }));
          onClose();
        },
        onError: (err) => notifyApiError(err),
      },
    );
  };
  return (
    <TypedConfirmDialog
      key={template?.id}
      id="delete-template-dialog"
      open={!!template}
      expected={template?.name ?? ''}
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
      texts={{
        title: t('delete.title'),
        text: t('delete.text', { name: template?.name ?? '' }),
        label: t('delete.label'),
        mismatch: t('delete.mismatch'),
        confirm: t('delete.confirm'),
        cancel: t('delete.cancel'),
      }}
    />
  );
}
