/** events DELETE /subscriptions/{subscriptionTrn} (spec 2 section 7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { eventHeaders, type TeamRef } from './event-headers';
import { eventSubscriptionKeys } from './keys';

export const deleteEventSubscription = (team: TeamRef, subscriptionTrn: string) =>
  api.call('event-subscriptions.remove', { team: team.uuid, params: { subscriptionTrn }, headers: eventHeaders(team) });

export function useDeleteEventSubscription(team: TeamRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionTrn: string) => deleteEventSubscription(team, subscriptionTrn),
    onSuccess: (_, subscriptionTrn) =>
      queryClient.removeQueries({ queryKey: eventSubscriptionKeys.one(team.uuid, subscriptionTrn) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventSubscriptionKeys.all }),
  });
}
