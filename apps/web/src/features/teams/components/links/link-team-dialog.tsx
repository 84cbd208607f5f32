/**
 * Link a Team (spec 3 sections 2.1 and 5): the invitee's e-mail ('Email address is mandatory', the e-mail pattern)
 * and an optional multiline note; Send only when an e-mail was entered without error.
 */
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n';
import { sendLinkInvitationBody, TEAM_LIMITS, type SendLinkInvitationBody } from '@dc/contracts';
import type { z } from 'zod';
import { canSendLink } from '../../utils/enablement';
import { useMessageText } from '../../utils/use-message-text';
import { FormDialog } from '../dialogs/form-dialog';

type Output = z.output<typeof sendLinkInvitationBody>;

export interface LinkTeamDialogProps {
  open: boolean;
  onClose(): void;
  onSend(body: Output): void;
}

export function LinkTeamDialog({ open, onClose, onSend }: LinkTeamDialogProps) {
  const { t } = useTranslation('teams');
  const text = useMessageText();
  const form = useForm<SendLinkInvitationBody, unknown, Output>({
    resolver: zodResolver(sendLinkInvitationBody),
    mode: 'all',
    defaultValues: { inviteeEmail: '', note: '' },
  });
  const { errors } = form.formState;
  const email = form.watch('inviteeEmail');
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    onSend({ inviteeEmail: values.inviteeEmail, ...(values.note ? { note: values.note } : {}) });
    close();
  });
  return (
    <FormDialog
      id="link-team-dialog"
      open={open}
      title={t('linkDialog.title')}
      submitLabel={t('linkDialog.submit')}
      submitDisabled={!canSendLink(email, !!errors.inviteeEmail)}
      onSubmit={submit}
      onClose={close}
    >
      <TextField
        {...form.register('inviteeEmail')}
        label={t('linkDialog.email')}
        helperText={text.validation(errors.inviteeEmail?.message) ?? t('linkDialog.emailHelp')}
        error={!!errors.inviteeEmail}
        type="email"
        required
        autoFocus
        autoComplete="off"
      />
      <TextField
        {...form.register('note')}
        label={t('linkDialog.note')}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: TEAM_LIMITS.linkNoteMaxLength } }}
      />
    </FormDialog>
  );
}
