/**
 * The base-configuration status of this page load (spec 1 section 4.4): INIT, IN_PROGRESS (the overlay is open),
 * COMPLETED; with the times the overlay opened and the work completed, and whether the overlay has closed. The shell
 * reads it: the restriction page waits until the work is COMPLETED and the overlay, if it opened, has closed.
 */
import { useSyncExternalStore } from 'react';
import { closeDelayMs } from './overlay-timing';

export type BaseConfigurationStatus = 'INIT' | 'IN_PROGRESS' | 'COMPLETED';

export interface BaseConfigurationState {
  status: BaseConfigurationStatus;
  /** When the overlay opened (IN_PROGRESS began); absent when it never had to open. */
  openedAt?: number;
  completedAt?: number;
  /** The overlay has closed (3 s after completion, shown 9 s at least). */
  closed?: boolean;
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

/**
 * The work is done: COMPLETED, and when the overlay opened, it closes after its delay. Until then the shell keeps
 * the user on the overlay, so the restriction page never flashes behind it while the team list refreshes.
 */
export function completeBaseConfiguration(openedAt?: number): void {
  if (openedAt === undefined) return setBaseConfigurationState({ status: 'COMPLETED' });
  const completedAt = Date.now();
  setBaseConfigurationState({ status: 'COMPLETED', openedAt, completedAt });
  setTimeout(() => {
    // A reset (new sign-in) in the meantime started over: this close belongs to the old run.
    if (state.openedAt === openedAt) setBaseConfigurationState({ ...state, closed: true });
  }, closeDelayMs(openedAt, completedAt));
}

/** Base configuration is over for the shell: COMPLETED, and its overlay (if any) closed. */
export const baseConfigurationSettled = (s: BaseConfigurationState): boolean =>
  s.status === 'COMPLETED' && (s.openedAt === undefined || s.closed === true);

/** Back to INIT (tests; a new sign-in in the same page load). */
export function resetBaseConfiguration(): void {
  configuredAccounts.clear();
  setBaseConfigurationState(INITIAL);
}

export const useBaseConfigurationState = (): BaseConfigurationState =>
  useSyncExternalStore(subscribeBaseConfiguration, getBaseConfigurationState);

/** For the shell: base configuration is over (see baseConfigurationSettled). */
export const useBaseConfigurationSettled = (): boolean => baseConfigurationSettled(useBaseConfigurationState());
