/**
 * The base-configuration status of this page load (spec 1 section 4.4): INIT, IN_PROGRESS (the overlay is open),
 * COMPLETED; with the times the overlay opened and the work completed. The shell reads the status (the restriction
 * page opens once it is COMPLETED).
 */
import { useSyncExternalStore } from 'react';

export type BaseConfigurationStatus = 'INIT' | 'IN_PROGRESS' | 'COMPLETED';

export interface BaseConfigurationState {
  status: BaseConfigurationStatus;
  /** When the overlay opened (IN_PROGRESS began); absent when it never had to open. */
  openedAt?: number;
  completedAt?: number;
}

const INITIAL: BaseConfigurationState = { status: 'INIT' };
let state: BaseConfigurationState = INITIAL;
const listeners = new Set<() => void>();

/** Accounts handled in this page load: "already configured" accounts are not tried again. */
export const configuredAccounts = new Set<string>();

export const getBaseConfigurationState = (): BaseConfigurationState => state;

export function setBaseConfigurationState(next: BaseConfigurationState): void {
  state = next;
  listeners.forEach((l) => l());
}

export function subscribeBaseConfiguration(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Back to INIT (tests; a new sign-in in the same page load). */
export function resetBaseConfiguration(): void {
  configuredAccounts.clear();
  setBaseConfigurationState(INITIAL);
}

export const useBaseConfigurationState = (): BaseConfigurationState =>
  useSyncExternalStore(subscribeBaseConfiguration, getBaseConfigurationState);

/** For the shell: INIT, IN_PROGRESS or COMPLETED. */
export const useBaseConfigurationStatus = (): BaseConfigurationStatus => useBaseConfigurationState().status;
