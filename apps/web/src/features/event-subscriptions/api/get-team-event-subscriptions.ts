/** events GET /teams/{teamId}/subscriptions: the team-wide event subscriptions (spec 2 sections 2.9, 7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { eventHeaders, type TeamRef } from './event-headers';
import { eventSubscriptionKeys } from './keys';

export const getTeamEventSubscriptions = (team: TeamRef) =>
  api.call('event-subscriptions.teamSubscriptions', { params: { teamId: team.uuid }, headers: eventHeaders(team) });

export const getTeamEventSubscriptionsQueryOptions = (team: TeamRef) =>
  queryOptions({
    queryKey: eventSubscriptionKeys.team(team.uuid),
    queryFn: () => getTeamEventSubscriptions(team),
  });

export const useTeamEventSubscriptions = (team: TeamRef | undefined) =>
  useQuery({ ...getTeamEventSubscriptionsQueryOptions(team ?? { uuid: '', role: '' }), enabled: Boolean(team) });
