/**
 * The applications table of an event subscription's panel (spec 2 sections 2.9, 3 "Event version list"): the team's
 * applications subscribed to the same version, per environment (a selector when there are several).
 */
import { EVENT_ENVIRONMENTS, type EventApplication, type EventEnvironment, type EventVersionList } from '@dc/contracts';

export interface SubscribedApplication {
  clientId: string;
  name: string;
  createdOn?: string;
  description: string;
  subscriptionTrn: string;
}

const subscriptionsOf = (list: EventVersionList | undefined, version: string) =>
  Object.entries(list?.eventVersions.find((v) => v.eventVersion === version)?.subscriptions ?? {});

/** The environments in which the team's applications subscribe to the version, in DEV..PRD order. */
export function environmentsOf(list: EventVersionList | undefined, version: string): EventEnvironment[] {
  const found = new Set(subscriptionsOf(list, version).flatMap(([, subs]) => subs.map((s) => s.environment)));
  return EVENT_ENVIRONMENTS.filter((e) => found.has(e));
}

/** Each application subscribed in that environment, described from the team's applications when known. */
export function applicationsIn(
  list: EventVersionList | undefined,
  version: string,
  environment: EventEnvironment,
  applications: readonly EventApplication[] = [],
): SubscribedApplication[] {
  const byClient = new Map(applications.map((a) => [a.clientId, a]));
  return subscriptionsOf(list, version).flatMap(([clientId, subs]) => {
    const sub = subs.find((s) => s.environment === environment);
    if (!sub) return [];
    const app = byClient.get(clientId);
    return [
      {
        clientId,
        name: app?.displayName ?? sub.applicationName,
        createdOn: app?.createdOn,
        description: app?.description ?? '',
        subscriptionTrn: sub.subscriptionTrn,
      },
    ];
  });
}
