/** events GET /applications/{appId}/subscriptions (spec 2 section 7): one application's event subscriptions. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { eventHeaders, type TeamRef } from './event-headers';
import { eventSubscriptionKeys } from './keys';

export const getApplicationEventSubscriptions = (team: TeamRef, applicationId: string) =>
  api.call('event-subscriptions.applicationSubscriptions', {
    team: team.uuid,
    params: { appId: applicationId },
    headers: eventHeaders(team),
  });

export const getApplicationEventSubscriptionsQueryOptions = (team: TeamRef, applicationId: string) =>
  queryOptions({
    queryKey: eventSubscriptionKeys.application(team.uuid, applicationId),
    queryFn: () => getApplicationEventSubscriptions(team, applicationId),
  });

export const useApplicationEventSubscriptions = (team: TeamRef | undefined, applicationId: string) =>
  useQuery({
    ...getApplicationEventSubscriptionsQueryOptions(team ?? { uuid: '', role: '' }, applicationId),
    enabled: Boolean(team),
  });
