/**
 * Delete team (spec 3 section 4): only a team without members (the caller aside) that is not the user's own
 * profile-linked team. The dialog checks the members first and says why a team cannot go.
 * Success: 'Team Deleted.'; the state resets after 5 s and the lists refresh again.
 */
import Alert from '@mui/material/Alert';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { useTranslation } from '../../../../shared/i18n';
import { TEAM_DELAYS_MS } from '@dc/contracts';
import { useCurrentUser } from '../../../../shared/lib/auth/get-current-user';
import { notifySuccess } from '../../../../shared/lib/notify';
import { useDeleteTeam } from '../../api/delete-team';
import { useTeamMembers } from '../../api/get-team-members';
import { useDelayed } from '../../../../shared/lib/use-delayed';
import { useTeamListRefresh } from '../../hooks/use-team-list-refresh';
import { teamRemoval } from '../../utils/enablement';
import { useMessageText } from '../../utils/use-message-text';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';

export interface DeletableTeam {
  uuid: string;
  name: string;
  displayName: string;
  type: string;
}

export interface DeleteTeamDialogProps {
  team?: DeletableTeam;
  onClose(): void;
  onDeleted?(teamId: string): void;
}

export function DeleteTeamDialog({ team, onClose, onDeleted }: DeleteTeamDialogProps) {
  const { t } = useTranslation('teams');
  const text = useMessageText();
  const { data: user } = useCurrentUser();
  const members = useTeamMembers(team?.uuid ?? '', !!team);
  const remove = useDeleteTeam();
  const later = useDelayed();
  const refresh = useTeamListRefresh();
  const name = team ? team.displayName || team.name : '';
  const removal = team && members.data ? teamRemoval(team, members.data, user?.uuid) : undefined;
  const confirm = () => {
    if (!team) return;
    remove.mutate(team.uuid, {
      onSuccess: () => {
        notifySuccess(t('messages.deleted'));
        onDeleted?.(team.uuid);
        onClose();
        refresh(team.uuid);
        later(() => {
          remove.reset();
          refresh(team.uuid);
        }, TEAM_DELAYS_MS.teamDeleteReset);
      },
    });
  };
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      id="delete-team-dialog"
      open={!!team}
      texts={{
        title: t('deleteTeam.title'),
        text: t('deleteTeam.text', { team: name }),
        confirm: t('deleteTeam.confirm'),
        cancel: t('actions.cancel'),
      }}
      busy={remove.isPending}
      confirmDisabled={removal !== 'allowed'}
      onConfirm={confirm}
      onClose={close}
    >
      {members.isPending && !!team && <Skeleton role="progressbar" variant="text" sx={{ mt: 2 }} aria-label={t('loading')} />}
      {removal === 'has-members' && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="delete-team-refusal">
          {t('deleteTeam.hasMembers', { count: members.data!.filter((m) => m.uuid !== user?.uuid).length })}
        </Alert>
      )}
      {removal === 'personal' && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="delete-team-refusal">
          {t('deleteTeam.personal')}
        </Alert>
      )}
      {(remove.isError || members.isError) && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="delete-team-error">
          {text.apiError(remove.error ?? members.error)}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
