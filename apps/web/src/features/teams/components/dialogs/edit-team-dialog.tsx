/**
 * Edit team (spec 3 sections 3 and 5): Update only when the name or the description changed; only the changed
 * fields are sent (the display name follows a rename when it was the name). A name in use answers 1032.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n';
import { TEAM_ERRORS, type UpdateTeamBody } from '@dc/contracts';
import { accountKeys } from '../../../../shared/lib/accounts/keys';
import { notifyError, notifySuccess } from '../../../../shared/lib/notify';
import { teamKeys } from '../../api/keys';
import { useUpdateTeam } from '../../api/update-team';
import { canUpdateTeam, changedTeamFields, VALUE_ERROR } from '../../utils/enablement';
import { teamFormSchema, type TeamFormInput, type TeamFormOutput } from '../../utils/team-form';
import { useMessageText } from '../../utils/use-message-text';
import { FormDialog } from './form-dialog';
import { TeamFields } from './team-fields';

export interface EditableTeam {
  uuid: string;
  name: string;
  displayName: string;
  description: string | null;
}

export function EditTeamDialog({ team, onClose }: { team?: EditableTeam; onClose(): void }) {
  const { t } = useTranslation('teams');
  const text = useMessageText();
  const update = useUpdateTeam();
  const queryClient = useQueryClient();
  const original = { name: team?.name ?? '', description: team?.description ?? '' };
  const form = useForm<TeamFormInput, unknown, TeamFormOutput>({
    resolver: zodResolver(teamFormSchema),
    mode: 'all',
    values: original,
  });
  const { errors, isValid } = form.formState;
  const edited = { name: form.watch('name') ?? '', description: form.watch('description') ?? '' };
  const submit = form.handleSubmit((values) => {
    if (!team) return;
    const body: UpdateTeamBody = changedTeamFields(original, values);
    if (body.name && (!team.displayName || team.displayName === team.name)) body.displayName = body.name;
    update.mutate(
      { teamId: team.uuid, body },
      {
        onSuccess: () => {
          notifySuccess(t('messages.updated'));
          void queryClient.invalidateQueries({ queryKey: teamKeys.all });
          void queryClient.invalidateQueries({ queryKey: accountKeys.all });
          onClose();
        },
        onError: (err) => {
          if ((err as { code?: string }).code === TEAM_ERRORS.nameInUseOnUpdate.code) {
            form.setError('name', { type: VALUE_ERROR, message: text.apiError(err) });
          } else notifyError(text.apiError(err));
        },
      },
    );
  });
  return (
    <FormDialog
      id="edit-team-dialog"
      open={!!team}
      title={t('editTeam.title')}
      submitLabel={t('editTeam.submit')}
      submitDisabled={!canUpdateTeam(isValid, original, edited)}
      busy={update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TeamFields register={form.register} errors={errors} />
    </FormDialog>
  );
}
