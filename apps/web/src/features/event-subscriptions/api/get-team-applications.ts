/** events GET /applications/teams/{teamId} (spec 2 section 7): the wizard's applications and their subscriptions. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { eventHeaders, type TeamRef } from './event-headers';
import { eventSubscriptionKeys } from './keys';

export const getTeamApplications = (team: TeamRef) =>
  api.call('event-subscriptions.teamApplications', { params: { teamId: team.uuid }, headers: eventHeaders(team) });

export const getTeamApplicationsQueryOptions = (team: TeamRef) =>
  queryOptions({
    queryKey: eventSubscriptionKeys.teamApplications(team.uuid),
    queryFn: () => getTeamApplications(team),
  });

export const useTeamApplications = (team: TeamRef | undefined, enabled = true) =>
  useQuery({
    ...getTeamApplicationsQueryOptions(team ?? { uuid: '', role: '' }),
    enabled: Boolean(team) && enabled,
  });
