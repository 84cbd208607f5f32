/**
 * events POST /events/{eventId}/subscriptions (spec 2 section 7): eventId is the multitenant id of the chosen
 * version in the chosen environment. The answer carries the webhook signing secret (https) once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEventSubscriptionBody } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { eventHeaders, type TeamRef } from './event-headers';
import { eventSubscriptionKeys } from './keys';

export interface CreateEventSubscription {
  eventId: string;
  body: CreateEventSubscriptionBody;
}

export const createEventSubscription = (team: TeamRef, { eventId, body }: CreateEventSubscription) =>
  api.call('event-subscriptions.create', { team: team.uuid, params: { eventId }, body, headers: eventHeaders(team) });

export function useCreateEventSubscription(team: TeamRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateEventSubscription) => createEventSubscription(team, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventSubscriptionKeys.all }),
  });
}
