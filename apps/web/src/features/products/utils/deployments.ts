/**
 * Deployment URLs and throttling of an API version (spec 2 section 2.3): listed per environment, sorted
 * alphabetically by environment; the spike rate of the first throttling resource, with the limit as its tooltip.
 */
import type { ApiDeployment, ApiVersion, Throttling } from '@dc/contracts';

export const sortDeployments = (deployments: readonly ApiDeployment[]): ApiDeployment[] =>
  [...deployments].sort(
    (a, b) => a.environment.localeCompare(b.environment) || a.deployed_url.localeCompare(b.deployed_url),
  );

export interface ThrottlingSummary {
  rate: number;
  unit: 'second' | 'minute';
  quota?: { limit: number; period: 'hour' | 'day' | 'month' };
}

/** The first resource's spike (and quota); null: 'Throttling not configured'. */
export function throttlingSummary(throttling: Throttling | null | undefined): ThrottlingSummary | null {
  const first = throttling?.resources[0];
  if (!first) return null;
  return { rate: first.spike.rate, unit: first.spike.unit, ...(first.quota ? { quota: first.quota } : {}) };
}

/** The version shown first: the one asked for, else the newest (the server lists newest first). */
export const pickVersion = (versions: readonly ApiVersion[], wanted?: string | null): ApiVersion | undefined =>
  versions.find((v) => v.key === wanted) ?? versions[0];

/** The deployment whose document the viewer shows: the one asked for, else production, else the first sorted. */
export function pickDeployment(deployments: readonly ApiDeployment[], wanted?: string | null) {
  const sorted = sortDeployments(deployments);
  return sorted.find((d) => d.environment === wanted) ?? sorted.find((d) => d.environment === 'PROD') ?? sorted[0];
}

export const isOpenApi = (version: Pick<ApiVersion, 'format'>) => version.format.startsWith('openapi');
