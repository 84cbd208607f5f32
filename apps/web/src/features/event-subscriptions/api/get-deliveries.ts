/**
 * events GET /subscriptions/{subscriptionTrn}/deliveries (beyond the spec): the latest delivery attempts, newest
 * first. While an attempt waits for its retry the list refreshes itself, so the outcome shows without a reload.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { eventHeaders, type TeamRef } from './event-headers';
import { eventSubscriptionKeys } from './keys';

const RETRY_POLL_MS = 5000;

export const getDeliveries = (team: TeamRef, subscriptionTrn: string) =>
  api.call('event-subscriptions.deliveries', {
    team: team.uuid,
    params: { subscriptionTrn },
    headers: eventHeaders(team),
  });

export const getDeliveriesQueryOptions = (team: TeamRef, subscriptionTrn: string) =>
  queryOptions({
    queryKey: eventSubscriptionKeys.deliveries(team.uuid, subscriptionTrn),
    queryFn: () => getDeliveries(team, subscriptionTrn),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.items[0]?.outcome === 'retrying' ? RETRY_POLL_MS : false),
  });

export const useDeliveries = (team: TeamRef | undefined, subscriptionTrn: string) =>
  useQuery({ ...getDeliveriesQueryOptions(team ?? { uuid: '', role: '' }, subscriptionTrn), enabled: Boolean(team) });
