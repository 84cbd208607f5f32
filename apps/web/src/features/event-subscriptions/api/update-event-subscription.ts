/** events PUT /subscriptions/{subscriptionTrn} with { filter } or { filter: null } (spec 2 sections 5, 7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  EVENT_SUBSCRIPTION_ROUTES as R,
  eventSubscriptionPath,
  type EventFilter,
  type EventSubscription,
} from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import { eventHeaders, type TeamRef } from './event-headers';
import { eventSubscriptionKeys } from './keys';

export const updateEventSubscription = (team: TeamRef, subscriptionTrn: string, filter: EventFilter | null) =>
  apiClient('events').put<EventSubscription>(
    eventSubscriptionPath(R.update.path, { subscriptionTrn }),
    { filter },
    { headers: eventHeaders(team) },
  );

export function useUpdateEventSubscription(team: TeamRef, subscriptionTrn: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filter: EventFilter | null) => updateEventSubscription(team, subscriptionTrn, filter),
    onSuccess: (saved) => queryClient.setQueryData(eventSubscriptionKeys.one(team.uuid, subscriptionTrn), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventSubscriptionKeys.all }),
  });
}
