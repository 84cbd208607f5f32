/**
 * events POST /events/{eventId}/publish (beyond the spec): the product's owner team publishes a test event to a
 * version in an environment; each subscription whose filter matches gets a delivery.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublishEventBody } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { eventHeaders, type TeamRef } from './event-headers';
import { eventSubscriptionKeys } from './keys';

export interface PublishEvent {
  eventId: string;
  body: PublishEventBody;
}

export const publishEvent = (team: TeamRef, { eventId, body }: PublishEvent) =>
  api.call('event-subscriptions.publish', { team: team.uuid, params: { eventId }, body, headers: eventHeaders(team) });

export function usePublishEvent(team: TeamRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PublishEvent) => publishEvent(team, request),
    // The publisher's own subscriptions may have new deliveries.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...eventSubscriptionKeys.all, 'deliveries'] }),
  });
}
