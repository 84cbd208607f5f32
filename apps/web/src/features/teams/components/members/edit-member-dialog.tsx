/** Edit Team Member (spec 3 sections 2.1 and 5): the role; Update only when it differs from the current one. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import type { TeamMember } from '@dc/contracts';
import { notifyError, notifySuccess } from '../../../../shared/lib/notify';
import { useUpdateMemberRole } from '../../api/update-member-role';
import { canUpdateMemberRole } from '../../utils/enablement';
import { ROLE_CHOICES, roleChoiceOf, roleDisplayName } from '../../utils/role-choices';
import { useMessageText } from '../../utils/use-message-text';
import { FormDialog } from '../dialogs/form-dialog';
import { memberName } from './member-list';

export interface EditMemberDialogProps {
  member?: TeamMember;
  onClose(): void;
  onUpdated(member: TeamMember): void;
}

export function EditMemberDialog({ member, onClose, onUpdated }: EditMemberDialogProps) {
  const { t } = useTranslation('teams');
  const text = useMessageText();
  const update = useUpdateMemberRole();
  const current = roleChoiceOf(member?.role);
  const [chosen, setChosen] = useState<string>(current);
  const [shownFor, setShownFor] = useState(member?.relationId);
  // A different member opens the dialog: start from that member's role.
  if (member?.relationId !== shownFor) {
    setShownFor(member?.relationId);
    setChosen(current);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!member) return;
    update.mutate(
      {
        relationId: member.relationId,
        body: { attributes: { role: chosen, roleDisplayName: roleDisplayName(chosen) } },
      },
      {
        onSuccess: () => {
          notifySuccess(t('messages.roleUpdated'));
          onUpdated(member);
          onClose();
        },
        onError: (err) => notifyError(text.apiError(err)),
      },
    );
  };
  return (
    <FormDialog
      id="edit-member-dialog"
      open={!!member}
      title={t('editMember.title')}
      submitLabel={t('editMember.submit')}
      submitDisabled={!canUpdateMemberRole(current, chosen)}
      busy={update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {member ? t('editMember.text', { name: memberName(member), email: member.email }) : ''}
      </Typography>
      <TextField
        select
        label={t('addMember.role')}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
        autoFocus
      >
        {ROLE_CHOICES.map((c) => (
          <MenuItem key={c.value} value={c.value}>
            {t(c.key)}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
