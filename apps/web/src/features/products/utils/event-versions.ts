/**
 * Versions and environments of an event product (spec 2 section 2.4): internal users and teams (and the owning
 * team, as the server decides) see every environment entry; other teams only entries labelled prd, and versions
 * without one are left out. The server already answers that way; the console applies the same rule to what it shows.
 */
import {
  EVENT_ENVIRONMENTS,
  EVENT_PRODUCTION_ENVIRONMENT,
  type EventDetails,
  type EventEnvironmentEntry,
} from '@dc/contracts';

export type AvailableVersions = EventDetails['availableVersions'];

export const isProduction = (entry: Pick<EventEnvironmentEntry, 'environment'>) =>
  entry.environment === EVENT_PRODUCTION_ENVIRONMENT;

const order = (e: EventEnvironmentEntry) => EVENT_ENVIRONMENTS.indexOf(e.environment);

/** The versions the viewer offers (newest first, as given) with their environment entries in DEV..PRD order. */
export function visibleVersions(available: AvailableVersions, internalView: boolean): AvailableVersions {
  const out: AvailableVersions = {};
  for (const [version, entries] of Object.entries(available)) {
    const shown = (internalView ? entries : entries.filter(isProduction)).slice().sort((a, b) => order(a) - order(b));
    if (shown.length > 0 || internalView) out[version] = shown;
  }
  return out;
}

/** The version shown first: the one in the URL when it is offered, else the newest. */
export function pickEventVersion(versions: AvailableVersions, wanted?: string | null): string | undefined {
  const keys = Object.keys(versions);
  return wanted && keys.includes(wanted) ? wanted : keys[0];
}

/** With one environment it is preselected; otherwise production, else the first. */
export function pickEnvironment(entries: readonly EventEnvironmentEntry[], wanted?: string | null) {
  return entries.find((e) => e.environment === wanted) ?? entries.find(isProduction) ?? entries[0];
}

/** Comma-separated metadata tags as a list. */
export const splitTags = (tags: string) =>
  tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
