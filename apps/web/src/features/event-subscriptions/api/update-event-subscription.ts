/** events PUT /subscriptions/{subscriptionTrn} with { filter } or { filter: null } (spec 2 sections 5, 7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventFilter } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { eventHeaders, type TeamRef } from './event-headers';
import { eventSubscriptionKeys } from './keys';

export const updateEventSubscription = (team: TeamRef, subscriptionTrn: string, filter: EventFilter | null) =>
  api.call('event-subscriptions.update', {
    team: team.uuid,
    params: { subscriptionTrn },
    body: { filter },
    headers: eventHeaders(team),
  });

export function useUpdateEventSubscription(team: TeamRef, subscriptionTrn: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filter: EventFilter | null) => updateEventSubscription(team, subscriptionTrn, filter),
    onSuccess: (saved) => queryClient.setQueryData(eventSubscriptionKeys.one(team.uuid, subscriptionTrn), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventSubscriptionKeys.all }),
  });
}
