/**
 * Invitation acceptance (spec 3 section 4, SPEC-NOTES 6): store the invite id, accept, then poll the invitation
 * (at most 20 times) until the membership is COMMITTED; then the team summary, or error 401 on failure.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from '../../../shared/router';
import { CURRENT_TEAM_QUERY_PARAM, INVITATION_POLL_RETRIES, INVITATION_STATUS } from '@dc/contracts';
import { href, paths } from '../../../shared/config/paths';
import { teamKeys } from '../../../shared/lib/current-team/keys';
import { useRetry } from '../../../shared/lib/use-retry';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import { clearInviteId, storeInviteId } from '../utils/invite-store';

export function useInvitationAcceptance(inviteId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useAcceptInvitation();
  const started = useRef(false);
  const invitation = useInvitation(inviteId, accept.isSuccess);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    storeInviteId(inviteId);
    accept.mutate(inviteId);
  }, [accept, inviteId]);

  const failed = accept.isError || invitation.isError;
  useEffect(() => {
    if (!failed) return;
    clearInviteId();
    void navigate(href(paths.error, { statusCode: 401 }), { replace: true });
  }, [failed, navigate]);

  const retry = useRetry({
    trigger: accept.isSuccess && !failed,
    data: invitation.data,
    done: (inv) => inv.status === INVITATION_STATUS.committed,
    refetch: () => invitation.refetch(),
    retryLimit: INVITATION_POLL_RETRIES,
    onComplete: () => {
      const teamId = invitation.data?.teamId ?? accept.data?.teamId;
      clearInviteId();
      void queryClient.invalidateQueries({ queryKey: teamKeys.all }).then(() => {
        if (teamId)
          void navigate(href(paths.team, { teamId }, { [CURRENT_TEAM_QUERY_PARAM]: teamId }), { replace: true });
      });
    },
  });
  return { invitation: invitation.data, retry, accepting: accept.isPending };
}
