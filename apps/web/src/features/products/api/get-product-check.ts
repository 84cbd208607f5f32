/** products GET /products/{productId}/checks?team_id&action (spec 2 section 6): e.g. document = edit the introduction. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { productKeys } from './keys';

export const getProductCheck = (teamId: string, productId: string, action: string) =>
  api.call('products.check', {
    team: teamId,
    params: { productId },
    query: { team_id: teamId, action },
  });

export const getProductCheckQueryOptions = (teamId: string, productId: string, action: string) =>
  queryOptions({
    queryKey: productKeys.check(teamId, productId, action),
    queryFn: () => getProductCheck(teamId, productId, action),
  });

/** true or false once answered; undefined while unknown; a failed check is a denial. */
export function useProductCheck(teamId: string | undefined, productId: string, action: string): boolean | undefined {
  const query = useQuery({
    ...getProductCheckQueryOptions(teamId ?? '', productId, action),
    enabled: Boolean(teamId),
  });
  if (query.isError) return false;
  return query.data?.authorized;
}
