/**
 * POST /api/authz/authorization/bulk/checks (spec 1 sections 6 and 7.5), in chunks of 10. A result is
 * undefined while unknown (show a skeleton) and false when denied or when the check failed (hide the content).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  chunkChecks,
  DEFAULT_AUTHZ_ACTION,
  userTrn,
  type AuthzAction,
  type PermissionCheck,
  type PermissionCheckResult,
} from '@dc/contracts';
import { api } from '../api-call';
import { useCurrentUser } from '../auth/get-current-user';
import { mergePostCache, readPostCache } from '../post-cache';
import { permissionKeys } from './keys';

export const BULK_CHECKS_PATH = '/authorization/bulk/checks';

export interface PermissionRequest {
  requestId: string;
  action: AuthzAction;
  objectTrn: string;
  contextTrn?: string;
}

/** A request whose id names what it asks, so cached answers of different teams never mix. */
export const permissionRequest = (action: AuthzAction, objectTrn: string, contextTrn?: string): PermissionRequest => ({
  requestId: [action, objectTrn, contextTrn ?? ''].join('|'),
  action,
  objectTrn,
  ...(contextTrn ? { contextTrn } : {}),
});

export type PermissionResults = Record<string, boolean | undefined>;

const cacheKey = (subjectTrn: string) => `POST ${BULK_CHECKS_PATH} ${subjectTrn}`;

export async function checkPermissions(subjectTrn: string, requests: readonly PermissionRequest[]) {
  const checks: PermissionCheck[] = requests.map((r) => ({
    ...r,
    subjectTrn,
    action: r.action ?? DEFAULT_AUTHZ_ACTION,
  }));
  const answers = await Promise.all(
    chunkChecks(checks).map((chunk) =>
      api.call('authorization.bulkChecks', { body: { checks: chunk } }),
    ),
  );
  const results = answers.flat();
  mergePostCache(cacheKey(subjectTrn), results);
  return toResults(requests, results);
}

function toResults(
  requests: readonly PermissionRequest[],
  results: readonly PermissionCheckResult[],
): PermissionResults {
  const byId = new Map(results.map((r) => [r.requestId, r.authorized]));
  return Object.fromEntries(requests.map((r) => [r.requestId, byId.get(r.requestId)]));
}

export const getPermissionsQueryOptions = (subjectTrn: string, requests: readonly PermissionRequest[]) =>
  queryOptions({
    queryKey: permissionKeys.checks(
      subjectTrn,
      requests.map((r) => r.requestId),
    ),
    queryFn: () => checkPermissions(subjectTrn, requests),
    // Cached answers first (they may be stale: refetched at once), then the fresh ones.
    initialData: () => {
      const cached = readPostCache<PermissionCheckResult>(cacheKey(subjectTrn));
      return requests.every((r) => cached[r.requestId]) ? toResults(requests, Object.values(cached)) : undefined;
    },
    initialDataUpdatedAt: 0,
  });

/** Answers per requestId for the signed-in user. */
export function usePermissions(requests: readonly PermissionRequest[]): PermissionResults {
  const { data: user } = useCurrentUser();
  const subject = user ? userTrn(user.uuid) : '';
  const query = useQuery({ ...getPermissionsQueryOptions(subject, requests), enabled: !!user && requests.length > 0 });
  if (query.isError) return Object.fromEntries(requests.map((r) => [r.requestId, false]));
  return query.data ?? {};
}
