/**
 * Members tab (spec 3 sections 2.1 and 4): Pending, then Members, Add Member for administrators, the Edit Team
 * Member and removal dialogs. A list that fails to load shows a notice with the API message and stays empty.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import type { TeamMember } from '@dc/contracts';
import { useCurrentUser } from '../../../../shared/lib/auth/get-current-user';
import { useTeamMembers } from '../../api/get-team-members';
import { usePendingInvitations } from '../../api/get-pending-invitations';
import { useListErrorNotice } from '../../hooks/use-list-error-notice';
import { useMemberRefresh } from '../../hooks/use-member-refresh';
import type { TeamPermissions } from '../../hooks/use-team-permissions';
import { AddMemberDialog } from './add-member-dialog';
import { EditMemberDialog } from './edit-member-dialog';
import { MemberList, memberName } from './member-list';
import { RemoveMemberDialog } from './remove-member-dialog';

export interface MembersTabProps {
  teamId: string;
  teamName: string;
  permissions: TeamPermissions;
}

export function MembersTab({ teamId, teamName, permissions }: MembersTabProps) {
  const { t } = useTranslation('teams');
  const { data: user } = useCurrentUser();
  const members = useTeamMembers(teamId);
  const pending = usePendingInvitations(teamId);
  useListErrorNotice(members.error, pending.error);
  const refresh = useMemberRefresh(teamId, user?.uuid);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TeamMember>();
  const [removing, setRemoving] = useState<TeamMember>();
  const manage = permissions.manageMembers === true;
  const hidden = (m: TeamMember) => refresh.removed.has(m.relationId);

  const actions = (m: TeamMember) => {
    const self = m.uuid === user?.uuid;
    const name = memberName(m);
    return (
      <>
        {manage && m.relationStatus === 'COMMITTED' && (
          <Tooltip title={t('members.editRole', { name })}>
            <IconButton size="small" aria-label={t('members.editRole', { name })} onClick={() => setEditing(m)}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {(manage || self) && (
          <Tooltip title={t(self ? 'members.leave' : 'members.remove', { name })}>
            <IconButton
              size="small"
              aria-label={t(self ? 'members.leave' : 'members.remove', { name })}
              onClick={() => setRemoving(m)}
            >
              <PersonRemoveOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </>
    );
  };

  return (
    <Stack spacing={3}>
      {permissions.inviteMember && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" startIcon={<PersonAddAlt1Icon />} onClick={() => setAdding(true)}>
            {t('members.addMember')}
          </Button>
        </Box>
      )}
      <MemberList
        id="pending"
        title={t('members.pendingTitle')}
        emptyText={t('members.noPending')}
        members={pending.isError ? [] : pending.data?.filter((m) => !hidden(m))}
        loading={pending.isPending}
        actions={manage ? actions : undefined}
      />
      <MemberList
        id="members"
        title={t('members.membersTitle')}
        emptyText={t('members.noMembers')}
        members={members.isError ? [] : members.data?.filter((m) => !hidden(m))}
        loading={members.isPending}
        actions={actions}
      />
      <AddMemberDialog teamId={teamId} open={adding} onClose={() => setAdding(false)} onInvited={refresh.afterInvite} />
      <EditMemberDialog member={editing} onClose={() => setEditing(undefined)} onUpdated={refresh.afterRoleChange} />
      <RemoveMemberDialog
        teamId={teamId}
        teamName={teamName}
        member={removing}
        self={removing?.uuid === user?.uuid}
        onClose={() => setRemoving(undefined)}
        onRemoved={refresh.afterRemoval}
      />
    </Stack>
  );
}
