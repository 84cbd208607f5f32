/**
 * The Feedback email payload's variables (spec 3 section 3): who sends it, from which page, and the pages they saw
 * before it (history1 to history3, newest first; the page the form is on is not history).
 */
import { CONSOLE_NAME, type FeedbackVariables, type UserProfile } from '@dc/contracts';

export interface FeedbackContext {
  user?: Pick<UserProfile, 'firstName' | 'lastName' | 'email'>;
  /** The page's address. */
  currentPage: string;
  /** The document title of the page the form is on. */
  currentTitle: string;
  /** The last page titles, newest first (shared/lib/analytics/page-history). */
  history: string[];
}

export function feedbackVariables(description: string, ctx: FeedbackContext): FeedbackVariables {
  // The page the form is on is not history, nor is a page caught before it had a title of its own.
  const past = ctx.history.filter((title, i) => !(i === 0 && title === ctx.currentTitle) && title !== CONSOLE_NAME);
  return {
    user_name: ctx.user ? `${ctx.user.firstName} ${ctx.user.lastName}`.trim() : '',
    description: description.trim(),
    email: ctx.user?.email ?? '',
    current_page: ctx.currentPage,
    history1: past[0] ?? '',
    history2: past[1] ?? '',
    history3: past[2] ?? '',
  };
}

/** The cooldown comes from a translation value (spec 3 section 9): parsed, 1 second when it is not a number. */
export function parseCooldownSeconds(value: string | undefined): number {
  const seconds = Number.parseInt(value ?? '', 10);
  return Number.isFinite(seconds) && seconds >= 1 ? seconds : 1;
}

/** The server's wait after a 429 (details.retryAfterSeconds), when it gives one. */
export function retryAfterSeconds(error: unknown): number | undefined {
  const details = (error as { status?: number; details?: { retryAfterSeconds?: unknown } } | undefined)?.details;
  const value = details?.retryAfterSeconds;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;
}
