/** Team actions for other screens (the account summary): Create team, and edit and delete per team. */
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import type { AccountTeam } from '@dc/contracts';
import { CreateTeamDialog } from './create-team-dialog';
import { DeleteTeamDialog } from './delete-team-dialog';
import { EditTeamDialog } from './edit-team-dialog';

export function CreateTeamButton({ account }: { account: { uuid: string; name: string } }) {
  const { t } = useTranslation('teams');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {t('createTeam.open')}
      </Button>
      <CreateTeamDialog open={open} accounts={[account]} onClose={() => setOpen(false)} />
    </>
  );
}

export interface TeamRowActionsProps {
  team: AccountTeam;
  canEdit?: boolean;
  canRemove?: boolean;
}

export function TeamRowActions({ team, canEdit, canRemove }: TeamRowActionsProps) {
  const { t } = useTranslation('teams');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = team.displayName || team.name;
  return (
    <>
      {canEdit && (
        <Tooltip title={t('summary.editTeam', { team: name })}>
          <IconButton size="small" aria-label={t('summary.editTeam', { team: name })} onClick={() => setEditing(true)}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {canRemove && (
        <Tooltip title={t('summary.deleteTeam', { team: name })}>
          <IconButton
            size="small"
            aria-label={t('summary.deleteTeam', { team: name })}
            onClick={() => setDeleting(true)}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <EditTeamDialog team={editing ? team : undefined} onClose={() => setEditing(false)} />
      <DeleteTeamDialog team={deleting ? team : undefined} onClose={() => setDeleting(false)} />
    </>
  );
}
