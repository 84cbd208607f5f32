/** When to refresh (spec 1 section 4.1): 600 s plus a random 0-600 s before expiry. */
import { REFRESH_SLACK_SECONDS } from '@dc/contracts';

export interface RefreshTimeInput {
  expiryTime: number;
  now: number;
  /** Token lifetime in seconds, to keep short-lived tokens from refreshing in a tight loop. */
  expiresIn?: number;
  random?: () => number;
}

/** Milliseconds from now until the refresh; 0 means refresh at once. */
export function computeRefreshDelay({ expiryTime, now, expiresIn, random = Math.random }: RefreshTimeInput): number {
  let slackSeconds = REFRESH_SLACK_SECONDS + random() * REFRESH_SLACK_SECONDS;
  // A token living under 2 x 1200 s would otherwise be due for refresh the moment it arrives.
  if (expiresIn !== undefined && expiresIn > 0) slackSeconds = Math.min(slackSeconds, expiresIn / 2);
  return Math.max(0, Math.round(expiryTime - slackSeconds * 1000 - now));
}
