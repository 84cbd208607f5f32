/**
 * Add Member (spec 3 sections 4 and 5): e-mail and role; Send is enabled when the form changed, the e-mail has no
 * error other than a value-type one, and the role was chosen. Success: 'Invitation sent.', lists refresh, reset.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n';
import { addMemberBody, TEAM_ERRORS, TEAM_MESSAGES, type AddMemberBody } from '@dc/contracts';
import type { z } from 'zod';
import { notifyError, notifySuccess } from '../../../../shared/lib/notify';
import { useAddMember } from '../../api/add-member';
import { canSendInvite, VALUE_ERROR } from '../../utils/enablement';
import { ROLE_CHOICES, roleDisplayName } from '../../utils/role-choices';
import { useMessageText } from '../../utils/use-message-text';
import { FormDialog } from '../dialogs/form-dialog';

type Output = z.output<typeof addMemberBody>;

export interface AddMemberDialogProps {
  teamId: string;
  open: boolean;
  onClose(): void;
  onInvited(): void;
}

export function AddMemberDialog({ teamId, open, onClose, onInvited }: AddMemberDialogProps) {
  const { t } = useTranslation('teams');
  const text = useMessageText();
  const add = useAddMember();
  const form = useForm<AddMemberBody, unknown, Output>({
    resolver: zodResolver(addMemberBody),
    mode: 'all',
    defaultValues: { email: '', role: '' },
  });
  const { errors, isDirty, dirtyFields } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    add.mutate(
      { teamId, body: { ...values, roleDisplayName: roleDisplayName(values.role) } },
      {
        onSuccess: () => {
          notifySuccess(t('messages.invitationSent', { defaultValue: TEAM_MESSAGES.invitationSent }));
          onInvited();
          close();
        },
        onError: (err) => {
          const message = text.apiError(err);
          if ((err as { code?: string }).code === TEAM_ERRORS.relationExists.code) {
            form.setError('email', { type: VALUE_ERROR, message });
          } else notifyError(message);
        },
      },
    ),
  );
  const enabled = canSendInvite({
    dirty: isDirty,
    emailErrorType: errors.email?.type,
    roleChanged: !!dirtyFields.role,
  });
  return (
    <FormDialog
      id="add-member-dialog"
      open={open}
      title={t('addMember.title')}
      submitLabel={t('addMember.submit')}
      submitDisabled={!enabled}
      busy={add.isPending}
      onSubmit={submit}
      onClose={close}
    >
      <TextField
        {...form.register('email')}
        label={t('addMember.email')}
        type="email"
        autoComplete="off"
        required
        autoFocus
        error={!!errors.email}
        helperText={text.validation(errors.email?.message)}
      />
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <TextField
            select
            label={t('addMember.role')}
            required
            {...field}
            error={!!errors.role}
            helperText={text.validation(errors.role?.message)}
          >
            {ROLE_CHOICES.map((c) => (
              <MenuItem key={c.value} value={c.value}>
                {t(c.key)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </FormDialog>
  );
}
