/** events GET /events/{eventMetadataId}/data (spec 2 sections 2.4, 3 "Event details"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { productKeys } from './keys';
import { eventHeaders } from './team-headers';

type TeamRef = Pick<Team, 'uuid' | 'role'>;

export const getEventDetails = (team: TeamRef, eventMetadataId: string) =>
  api.call('events-catalog.data', { team: team.uuid, params: { eventMetadataId }, headers: eventHeaders(team) });

export const getEventDetailsQueryOptions = (team: TeamRef, eventMetadataId: string) =>
  queryOptions({
    queryKey: productKeys.event(team.uuid, eventMetadataId),
    queryFn: () => getEventDetails(team, eventMetadataId),
  });

export const useEventDetails = (team: TeamRef | undefined, eventMetadataId: string, enabled = true) =>
  useQuery({
    ...getEventDetailsQueryOptions(team ?? { uuid: '', role: '' }, eventMetadataId),
    enabled: Boolean(team) && enabled,
  });
