/** The member-removal confirmation (spec 3 sections 2.1 and 3): removes a member or withdraws an invitation. */
import { useTranslation } from '../../../../shared/i18n';
import type { TeamMember } from '@dc/contracts';
import { notifyError, notifySuccess } from '../../../../shared/lib/notify';
import { useRemoveMember } from '../../api/remove-member';
import { useMessageText } from '../../utils/use-message-text';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { memberName } from './member-list';

export interface RemoveMemberDialogProps {
  teamId: string;
  teamName: string;
  member?: TeamMember;
  self: boolean;
  onClose(): void;
  onRemoved(member: TeamMember): void;
}

export function RemoveMemberDialog({ teamId, teamName, member, self, onClose, onRemoved }: RemoveMemberDialogProps) {
  const { t } = useTranslation('teams');
  const text = useMessageText();
  const remove = useRemoveMember();
  const pending = member?.relationStatus === 'INVITED';
  const confirm = () => {
    if (!member) return;
    const body = {
      ...(member.relationId ? { uuid: member.relationId } : {}),
      email: member.email,
      type: 'user' as const,
    };
    remove.mutate(
      { teamId, body },
      {
        onSuccess: () => {
          notifySuccess(t('messages.userRemoved'));
          onRemoved(member);
          onClose();
        },
        onError: (err) => notifyError(text.apiError(err)),
      },
    );
  };
  const key = self ? 'removeMember.textSelf' : pending ? 'removeMember.textPending' : 'removeMember.text';
  return (
    <ConfirmDialog
      id="remove-member-dialog"
      open={!!member}
      texts={{
        title: t(pending ? 'removeMember.titlePending' : 'removeMember.title'),
        text: member ? t(key, { name: memberName(member), email: member.email, team: teamName }) : '',
        confirm: t(pending ? 'removeMember.confirmPending' : 'removeMember.confirm'),
        cancel: t('actions.cancel'),
      }}
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
