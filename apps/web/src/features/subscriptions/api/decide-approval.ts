/**
 * apim POST /subscriptions/pendingApprovals/{subscriptionId}/approve and .../deny with { explanation } (issue 7;
 * spec 2 section 4). Either e-mails the subscriber.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { subscriptionKeys } from './keys';

export type Decision =
  { subscriptionId: string; approve: true } | { subscriptionId: string; approve: false; explanation: string };

export const decideApproval = (teamId: string, d: Decision) => {
  const params = { subscriptionId: d.subscriptionId };
  return d.approve
    ? api.call('subscriptions.approve', { team: teamId, params })
    : api.call('subscriptions.deny', { team: teamId, params, body: { explanation: d.explanation } });
};

export function useDecideApproval(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) => decideApproval(teamId, d),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
