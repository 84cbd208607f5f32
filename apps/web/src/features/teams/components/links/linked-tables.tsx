/** The Currently Linked and Pending tables of the Linked Teams tab. */
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import type { LinkedTeam, PendingLinkInvitation } from '@dc/contracts';
import { LinkTable } from './link-table';
import { formatDate } from '../../../../shared/lib/dates/format-date';

export interface LinkedTablesProps {
  linked?: LinkedTeam[];
  linkedLoading: boolean;
  pending?: PendingLinkInvitation[];
  pendingLoading: boolean;
  onUnlink(row: LinkedTeam): void;
  onDeletePending(row: PendingLinkInvitation): void;
}

export function LinkedTables({
  linked,
  linkedLoading,
  pending,
  pendingLoading,
  onUnlink,
  onDeletePending,
}: LinkedTablesProps) {
  const { t, i18n } = useTranslation('teams');
  const date = (iso: string) => formatDate(iso, 'date', i18n.language);
  const action = (label: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <>
      <LinkTable<LinkedTeam>
        id="currently-linked"
        title={t('links.currentlyLinked')}
        rows={linked}
        loading={linkedLoading}
        rowKey={(r) => r.uuid}
        columns={[
          { key: 'team', label: t('links.columns.team'), cell: (r) => r.teamName },
          { key: 'account', label: t('links.columns.account'), cell: (r) => r.accountName },
          { key: 'since', label: t('links.columns.linkedSince'), cell: (r) => date(r.createdAtDateTime) },
          {
            key: 'actions',
            label: t('links.columns.actions'),
            cell: (r) =>
              action(t('links.unlinkTeam', { team: r.teamName }), <LinkOffIcon fontSize="small" />, () => onUnlink(r)),
          },
        ]}
      />
      <LinkTable<PendingLinkInvitation>
        id="pending-links"
        title={t('links.pending')}
        rows={pending}
        loading={pendingLoading}
        rowKey={(r) => r.uuid}
        columns={[
          { key: 'invitee', label: t('links.columns.invitee'), cell: (r) => r.inviteeEmail },
          { key: 'inviter', label: t('links.columns.inviter'), cell: (r) => r.inviterEmail },
          { key: 'sent', label: t('links.columns.sent'), cell: (r) => date(r.createdAtDateTime) },
          { key: 'expires', label: t('links.columns.expires'), cell: (r) => date(r.expiresAt) },
          {
            key: 'actions',
            label: t('links.columns.actions'),
            cell: (r) =>
              action(
                t('links.deletePendingFor', { email: r.inviteeEmail }),
                <DeleteOutlineIcon fontSize="small" />,
                () => onDeletePending(r),
              ),
          },
        ]}
      />
    </>
  );
}
