/**
 * apim POST /subscriptions/pendingApprovals/{subscriptionId}/approve and .../deny with { explanation } (issue 7;
 * spec 2 section 4). Either e-mails the subscriber.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PENDING_APPROVALS_PATH, type PendingApproval } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import { teamHeader } from '../../../shared/lib/team-header';
import { subscriptionKeys } from './keys';

export type Decision =
  { subscriptionId: string; approve: true } | { subscriptionId: string; approve: false; explanation: string };

export const decideApproval = (teamId: string, d: Decision) =>
  apiClient('apim').post<PendingApproval>(
    `${PENDING_APPROVALS_PATH}/${encodeURIComponent(d.subscriptionId)}/${d.approve ? 'approve' : 'deny'}`,
    d.approve ? undefined : { explanation: d.explanation },
    { headers: teamHeader(teamId) },
  );

export function useDecideApproval(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) => decideApproval(teamId, d),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
