/**
 * events GET /namespaces/{namespaceId}/events/{eventName}/versions/{version}/asyncapi[?environment] (spec 2 section
 * 7): the AsyncAPI document of a version, with the servers of the chosen environment.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventEnvironment, Team } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { productKeys } from './keys';
import { eventHeaders } from './team-headers';

type TeamRef = Pick<Team, 'uuid' | 'role'>;

export interface AsyncApiAddress {
  namespace: string;
  eventName: string;
  version: string;
  environment?: EventEnvironment;
}

export const getAsyncApi = (team: TeamRef, a: AsyncApiAddress) =>
  api.call('events-catalog.asyncApi', {
    team: team.uuid,
    params: { namespaceId: a.namespace, eventName: a.eventName, version: a.version },
    query: { environment: a.environment },
    headers: eventHeaders(team),
  });

export const getAsyncApiQueryOptions = (team: TeamRef, a: AsyncApiAddress) =>
  queryOptions({
    queryKey: productKeys.asyncapi(team.uuid, a.namespace, a.eventName, a.version, a.environment),
    queryFn: () => getAsyncApi(team, a),
    gcTime: 60_000,
  });

export const useAsyncApi = (team: TeamRef | undefined, address: AsyncApiAddress | undefined) =>
  useQuery({
    ...getAsyncApiQueryOptions(
      team ?? { uuid: '', role: '' },
      address ?? { namespace: '', eventName: '', version: '' },
    ),
    enabled: Boolean(team && address),
  });
