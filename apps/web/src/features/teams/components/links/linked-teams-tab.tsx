/**
 * Linked Teams tab (spec 3 section 2.1): Team Link, then the Currently Linked and Pending tables with unlink and
 * delete-request actions, each behind the blocking loader of link actions.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddLinkIcon from '@mui/icons-material/AddLink';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import type { LinkedTeam, PendingLinkInvitation } from '@dc/contracts';
import { deleteLinkInvitation } from '../../api/delete-link-invitation';
import { useLinkInvitations } from '../../api/get-link-invitations';
import { useLinkedTeams } from '../../api/get-linked-teams';
import { sendLinkInvitation } from '../../api/send-link-invitation';
import { unlinkTeam } from '../../api/unlink-team';
import { useLinkAction } from '../../hooks/use-link-action';
import { useListErrorNotice } from '../../hooks/use-list-error-notice';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { BlockingLoader } from './blocking-loader';
import { LinkTeamDialog } from './link-team-dialog';
import { LinkedTables } from './linked-tables';

export interface LinkedTeamsTabProps {
  teamId: string;
  dialogOpen: boolean;
  onDialogOpenChange(open: boolean): void;
}

type Pending = { kind: 'unlink'; row: LinkedTeam } | { kind: 'delete'; row: PendingLinkInvitation };

export function LinkedTeamsTab({ teamId, dialogOpen, onDialogOpenChange }: LinkedTeamsTabProps) {
  const { t } = useTranslation('teams');
  const linked = useLinkedTeams(teamId);
  const invitations = useLinkInvitations(teamId);
  useListErrorNotice(linked.error, invitations.error);
  const action = useLinkAction(teamId);
  const [confirming, setConfirming] = useState<Pending>();

  const confirm = () => {
    if (!confirming) return;
    setConfirming(undefined);
    if (confirming.kind === 'unlink') {
      void action.run(() => unlinkTeam({ teamId, relationId: confirming.row.uuid }), t('messages.unlinked'));
    } else {
      const teamLinkId = confirming.row.uuid;
      void action.run(() => deleteLinkInvitation({ teamId, teamLinkId }), t('messages.pendingLinkDeleted'));
    }
  };

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<AddLinkIcon />} onClick={() => onDialogOpenChange(true)}>
          {t('links.teamLink')}
        </Button>
      </Box>
      <LinkedTables
        linked={linked.isError ? [] : linked.data}
        linkedLoading={linked.isPending}
        pending={invitations.isError ? [] : invitations.data}
        pendingLoading={invitations.isPending}
        onUnlink={(row) => setConfirming({ kind: 'unlink', row })}
        onDeletePending={(row) => setConfirming({ kind: 'delete', row })}
      />
      <LinkTeamDialog
        open={dialogOpen}
        onClose={() => onDialogOpenChange(false)}
        onSend={(body) => void action.run(() => sendLinkInvitation({ teamId, body }), t('messages.linkInvitationSent'))}
      />
      <ConfirmDialog
        id="link-confirm-dialog"
        open={!!confirming}
        texts={{
          title: t(confirming?.kind === 'unlink' ? 'links.unlinkTitle' : 'links.deletePendingTitle'),
          text:
            confirming?.kind === 'unlink'
              ? t('links.unlinkText', { team: confirming.row.teamName })
              : t('links.deletePendingText', { email: confirming?.row.inviteeEmail ?? '' }),
          confirm: t(confirming?.kind === 'unlink' ? 'links.unlink' : 'links.deletePending'),
          cancel: t('actions.cancel'),
        }}
        onConfirm={confirm}
        onClose={() => setConfirming(undefined)}
      />
      <BlockingLoader open={action.blocking} />
    </Stack>
  );
}
