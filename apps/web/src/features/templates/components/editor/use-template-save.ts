/**
 * Save and publish with the texts of spec 3 section 8: create stores the new id (the Preview tab opens up), update
 * refreshes the list; publish says 'Success! Template is live' or why it failed.
 */
import { useTranslation } from '../../../../shared/i18n';
import { resolveError } from '@dc/contracts';
import { notifyError, notifySuccess } from '../../../../shared/lib/notify';
import { useCreateTemplate } from '../../api/create-template';
import { usePublishTemplate } from '../../api/publish-template';
import { useUpdateTemplate } from '../../api/update-template';
import { formToBody, type TemplateFormValues } from '../../utils/template-form';

export function useTemplateSave(teamId: string, templateId: string | undefined, onCreated: (id: string) => void) {
  const { t } = useTranslation('templates');
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const publish = usePublishTemplate();
  const save = (values: TemplateFormValues, onSaved?: () => void) => {
    const body = formToBody(values);
    if (!templateId) {
      create.mutate(
        { teamId, body },
        {
          onSuccess: ({ template_id }) => {
            notifySuccess(t('messages.created'));
            onCreated(template_id);
            onSaved?.();
          },
          onError: () => notifyError(t('messages.createFailed')),
        },
      );
      return;
    }
    update.mutate(
      { teamId, templateId, body },
      {
        onSuccess: () => {
          notifySuccess(t('messages.updated'));
          onSaved?.();
        },
        onError: () => notifyError(t('messages.updateFailed')),
      },
    );
  };
  const publishNow = () => {
    if (!templateId) return;
    publish.mutate(
      { teamId, templateId },
      {
        onSuccess: () => notifySuccess(t('messages.published')),
        onError: (err) => notifyError(t('messages.publishFailed', { reason: resolveError(err).message })),
      },
    );
  };
  return { save, saving: create.isPending || update.isPending, publishNow, publishing: publish.isPending };
}
