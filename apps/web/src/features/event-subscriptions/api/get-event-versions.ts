/**
 * events GET /namespaces/{namespaceId}/events/{eventName}/teams/{teamId} (spec 2 sections 3 "Event version list",
 * 7): the event's versions with the team's applications and their subscriptions keyed by client id.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { eventHeaders, type TeamRef } from './event-headers';
import { eventSubscriptionKeys } from './keys';

export interface EventAddress {
  namespaceId: string;
  eventName: string;
}

export const getEventVersions = (team: TeamRef, { namespaceId, eventName }: EventAddress) =>
  api.call('event-subscriptions.eventVersions', {
    params: { namespaceId, eventName, teamId: team.uuid },
    headers: eventHeaders(team),
  });

export const getEventVersionsQueryOptions = (team: TeamRef, address: EventAddress) =>
  queryOptions({
    queryKey: eventSubscriptionKeys.versions(team.uuid, address.namespaceId, address.eventName),
    queryFn: () => getEventVersions(team, address),
  });

export const useEventVersions = (team: TeamRef | undefined, address: EventAddress | undefined) =>
  useQuery({
    ...getEventVersionsQueryOptions(team ?? { uuid: '', role: '' }, address ?? { namespaceId: '', eventName: '' }),
    enabled: Boolean(team && address),
  });
