/** events GET /subscriptions/{subscriptionTrn} (spec 2 section 7): one event subscription. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { eventHeaders, type TeamRef } from './event-headers';
import { eventSubscriptionKeys } from './keys';

export const getEventSubscription = (team: TeamRef, subscriptionTrn: string) =>
  api.call('event-subscriptions.get', { team: team.uuid, params: { subscriptionTrn }, headers: eventHeaders(team) });

export const getEventSubscriptionQueryOptions = (team: TeamRef, subscriptionTrn: string) =>
  queryOptions({
    queryKey: eventSubscriptionKeys.one(team.uuid, subscriptionTrn),
    queryFn: () => getEventSubscription(team, subscriptionTrn),
  });

export const useEventSubscription = (team: TeamRef | undefined, subscriptionTrn: string) =>
  useQuery({
    ...getEventSubscriptionQueryOptions(team ?? { uuid: '', role: '' }, subscriptionTrn),
    enabled: Boolean(team),
  });
