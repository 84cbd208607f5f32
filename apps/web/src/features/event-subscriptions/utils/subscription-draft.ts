/**
 * The event subscription wizard's draft and rules (spec 2 sections 3 "Subscription details draft", 4 "Event
 * subscription wizard", 5 "Event subscription form"), as pure functions the wizard and its tests share.
 */
import {
  eventEndpointSchema,
  isActiveApplicationStatus,
  type CreateEventSubscriptionBody,
  type EventApplication,
  type EventEnvironment,
  type EventEnvironmentEntry,
  type EventFilter,
  type EventProtocol,
} from '@dc/contracts';

/** Version to its environment entries, as the event details offer them to this team. */
export type VersionEntries = Record<string, EventEnvironmentEntry[]>;
export type Filtering = 'yes' | 'no';

export interface SubscriptionDraft {
  clientId: string;
  applicationName: string;
  version: string;
  environment: EventEnvironment | '';
  multitenantTrn: string;
  protocol: EventProtocol | '';
  /** The webhook URL (https only; beyond the spec: the server delivers there). */
  endpoint: string;
  filtering: Filtering;
  filter: EventFilter | null;
}

export const EMPTY_DRAFT: SubscriptionDraft = {
  clientId: '',
  applicationName: '',
  version: '',
  environment: '',
  multitenantTrn: '',
  protocol: '',
  endpoint: '',
  filtering: 'no',
  filter: null,
};

export const chooseApplication = (draft: SubscriptionDraft, app: EventApplication): SubscriptionDraft => ({
  ...draft,
  clientId: app.clientId,
  applicationName: app.displayName,
});

/** Choosing a version sets the environment list: one environment is preselected, otherwise it is cleared. */
export function chooseVersion(draft: SubscriptionDraft, versions: VersionEntries, version: string): SubscriptionDraft {
  const entries = versions[version] ?? [];
  const only = entries.length === 1 ? entries[0] : undefined;
  return {
    ...draft,
    version,
    environment: only?.environment ?? '',
    multitenantTrn: only?.eventMultitenantTrn ?? '',
  };
}

export function chooseEnvironment(
  draft: SubscriptionDraft,
  versions: VersionEntries,
  environment: EventEnvironment,
): SubscriptionDraft {
  const entry = (versions[draft.version] ?? []).find((e) => e.environment === environment);
  return entry ? { ...draft, environment, multitenantTrn: entry.eventMultitenantTrn } : draft;
}

/** The application already subscribes to this version in this environment (the multitenant id names both). */
export const hasExistingSubscription = (app: EventApplication | undefined, multitenantTrn: string) =>
  !!app && !!multitenantTrn && app.subscriptions.some((s) => s.eventMultitenantTrn === multitenantTrn);

export const isSelectable = (app: EventApplication) => isActiveApplicationStatus(app.status);

/** application -> details: Next needs a chosen (active) application. */
export const canLeaveApplicationStep = (app: EventApplication | undefined) => !!app && isSelectable(app);

export type EndpointProblem = 'required' | 'invalid';
export function endpointProblem(protocol: SubscriptionDraft['protocol'], endpoint: string): EndpointProblem | null {
  if (protocol !== 'https') return null;
  if (!endpoint.trim()) return 'required';
  return eventEndpointSchema.safeParse(endpoint).success ? null : 'invalid';
}

/**
 * details -> summary: Next needs an environment and a protocol, no existing subscription, and (our addition, the
 * server needs it) a webhook endpoint for https.
 */
export const canLeaveDetailsStep = (draft: SubscriptionDraft, exists: boolean) =>
  !!draft.environment &&
  !!draft.multitenantTrn &&
  !!draft.protocol &&
  !exists &&
  endpointProblem(draft.protocol, draft.endpoint) === null;

/** Filtering yes without an applied (valid) filter is saved as filtering no with no filter. */
export function saveDraft(draft: SubscriptionDraft, applied: EventFilter | null): SubscriptionDraft {
  const filtered = draft.filtering === 'yes' && applied !== null;
  return {
    ...draft,
    filtering: filtered ? 'yes' : 'no',
    filter: filtered ? applied : null,
    endpoint: draft.protocol === 'https' ? draft.endpoint.trim() : '',
  };
}

/** The subscription request (spec 2 section 3) of a saved draft. */
export const toCreateBody = (draft: SubscriptionDraft, teamId: string): CreateEventSubscriptionBody => ({
  consumerClientId: draft.clientId,
  applicationName: draft.applicationName,
  protocol: draft.protocol as EventProtocol,
  teamId,
  filter: draft.filter,
  ...(draft.protocol === 'https' ? { endpoint: draft.endpoint } : {}),
});
