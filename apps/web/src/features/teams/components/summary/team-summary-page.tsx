/**
 * Team summary (spec 3 section 2.1): header, then the Members and Linked Teams tabs; a personal team shows the
 * profile view instead. Reached as /teams/{teamId} or from an account (accountId given: no account button).
 */
import Box from '@mui/material/Box';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Navigate, useNavigate } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { isIndividualTeamType, TEAM_ERRORS } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { notifyError } from '../../../../shared/lib/notify';
import { NotAuthorized } from '../../../../shared/ui/not-authorized';
import { MY_TEAM } from '../../utils/my-team';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useTeam } from '../../api/get-team';
import { useTeamPermissions } from '../../hooks/use-team-permissions';
import { DeleteTeamDialog } from '../dialogs/delete-team-dialog';
import { EditTeamDialog } from '../dialogs/edit-team-dialog';
import { PersonalTeamProfile } from './personal-team-profile';
import { TeamHeader } from './team-header';
import { TeamTabs, useTeamTab } from './team-tabs';

export interface TeamSummaryPageProps {
  teamId: string;
  accountId?: string;
}

const isMissing = (err: unknown) => {
  const status = (err as { status?: number } | null)?.status;
  return status === 404 || status === 403;
};

export function TeamSummaryPage({ teamId, accountId }: TeamSummaryPageProps) {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  const team = useTeam(teamId);
  const permissions = useTeamPermissions(teamId, accountId);
  const [tab, setTab] = useTeamTab();
  const [linkDialogOpen, setLinkDialogOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  useDocumentTitle(team.data ? team.data.displayName || team.data.name : t('summary.pageTitle'));

  if (team.isError) {
    if (!isMissing(team.error)) return <NotAuthorized heading />;
    return accountId ? <NotAuthorized heading /> : <Navigate to={href(paths.noTeam)} replace />;
  }
  if (!team.data) {
    return (
      <Stack spacing={2} aria-busy="true" data-testid="team-summary-loading">
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  }
  const data = team.data;
  if (isIndividualTeamType(data.type)) return <PersonalTeamProfile />;

  const onTeamLink = () => {
    if (permissions.linkTeam !== true) {
      notifyError(t('apiErrors.TEAM_LINK_ADMIN_REQUIRED', { defaultValue: TEAM_ERRORS.linkAdminRequired.message }));
      return;
    }
    setTab('linked');
    setLinkDialogOpen(true);
  };
  const afterDelete = () =>
    void navigate(accountId ? href(paths.accountSummary, { accountId }) : href(paths.team, { teamId: MY_TEAM }));

  return (
    <Box data-testid="team-summary">
      <TeamHeader
        team={data}
        permissions={permissions}
        accountRoute={!!accountId}
        onEdit={() => setEditing(true)}
        onDelete={() => setDeleting(true)}
        onTeamLink={onTeamLink}
      />
      <TeamTabs
        team={data}
        permissions={permissions}
        tab={tab}
        onTabChange={setTab}
        linkDialogOpen={linkDialogOpen}
        onLinkDialogOpenChange={setLinkDialogOpen}
      />
      <EditTeamDialog team={editing ? data : undefined} onClose={() => setEditing(false)} />
      <DeleteTeamDialog team={deleting ? data : undefined} onClose={() => setDeleting(false)} onDeleted={afterDelete} />
    </Box>
  );
}
