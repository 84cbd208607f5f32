/**
 * The link request page (/teams/link/{teamLinkId}?inviter_team_id; spec 3 sections 2.1, 4, 5): who asks, one of
 * the user's teams to approve with (admin rights, not the inviter team, not already linked), Approve and Decline.
 * Success goes to the team summary; failure to the link error screen with the message or 'Server Error'.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { CURRENT_TEAM_QUERY_PARAM, resolveError, TEAM_TEXTS } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { useCurrentTeam } from '../../../../shared/lib/current-team/current-team-context';
import { notifySuccess } from '../../../../shared/lib/notify';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useAcceptLinkInvite } from '../../api/accept-link-invite';
import { useDeleteLinkInvitation } from '../../api/delete-link-invitation';
import { useLinkedTeamsOf } from '../../api/get-linked-teams';
import { useLinkInvite } from '../../api/get-link-invite';
import { teamKeys } from '../../api/keys';
import { adminTeams, approvableTeams } from '../../utils/approvable-teams';
import { LinkRequestForm } from './link-request-form';

export const INVITER_TEAM_PARAM = 'inviter_team_id';

export function LinkRequestPage() {
  const { t } = useTranslation('teams');
  useDocumentTitle(t('linkRequest.title'));
  const navigate = useNavigate();
  const { teamLinkId = '' } = useParams();
  const [params] = useSearchParams();
  const inviterTeamId = params.get(INVITER_TEAM_PARAM) ?? '';
  const invite = useLinkInvite(inviterTeamId, teamLinkId);
  const { teams } = useCurrentTeam();
  const admin = useMemo(() => adminTeams(teams ?? []), [teams]);
  const linked = useLinkedTeamsOf(admin.map((tm) => tm.uuid));
  const accept = useAcceptLinkInvite();
  const decline = useDeleteLinkInvitation();
  const queryClient = useQueryClient();

  const fail = useCallback(
    (err: unknown) => {
      const message = err ? resolveError(err, TEAM_TEXTS.linkServerError).message : TEAM_TEXTS.linkServerError;
      const to = href(paths.teamLinkError, { teamLinkId }, { [INVITER_TEAM_PARAM]: inviterTeamId, message });
      void navigate(to, { replace: true });
    },
    [navigate, teamLinkId, inviterTeamId],
  );
  const loadError = invite.isError ? invite.error : undefined;
  useEffect(() => {
    if (loadError || !inviterTeamId) fail(loadError);
  }, [loadError, inviterTeamId, fail]);

  const loading = !invite.data || !teams || linked.some((q) => q.isPending);
  const offered = loading
    ? []
    : approvableTeams(teams ?? [], inviterTeamId, new Map(admin.map((tm, i) => [tm.uuid, linked[i].data ?? []])));

  const onApprove = (teamId: string) =>
    accept.mutate(
      { teamId, body: { inviterTeamId, linkTeamInvitationId: teamLinkId } },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: teamKeys.linked(teamId) });
          notifySuccess(t('messages.linked'));
          void navigate(href(paths.team, { teamId }, { [CURRENT_TEAM_QUERY_PARAM]: teamId, tab: 'linked' }));
        },
        onError: fail,
      },
    );
  const onDecline = () =>
    decline.mutate(
      { teamId: inviterTeamId, teamLinkId },
      {
        onSuccess: () => {
          notifySuccess(t('messages.linkDeclined'));
          void navigate(href(paths.teams));
        },
        onError: fail,
      },
    );

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }} data-testid="link-request-page">
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 2 }}>
        {t('linkRequest.title')}
      </Typography>
      {loading ? (
        <Box aria-busy="true">
          <Skeleton variant="text" width="70%" />
          <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
        </Box>
      ) : (
        <>
          {offered.length === 0 && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="link-request-no-team">
              {t('validation.noTeamToApprove')}
            </Alert>
          )}
          <LinkRequestForm
            invite={invite.data!}
            teams={offered}
            busy={accept.isPending || decline.isPending}
            onApprove={onApprove}
            onDecline={onDecline}
          />
        </>
      )}
    </Box>
  );
}
