/**
 * The Events tab's time window (spec 1 sections 2.9, 5, 9): a fixed period before now (5m..12h, default 1h) or a
 * custom start and end. The pickers are native datetime-local inputs whose text is read as UTC, so the window never
 * depends on the browser's time zone; the service gets UTC text with milliseconds (section 7.2).
 */
import { IOT_DEFAULT_EVENT_PERIOD, IOT_EVENT_PERIODS } from '@dc/contracts';

export type EventPeriod = keyof typeof IOT_EVENT_PERIODS;
/** 'custom': the user set start or end by hand. */
export type PeriodChoice = EventPeriod | 'custom';

export const EVENT_PERIODS = Object.keys(IOT_EVENT_PERIODS) as EventPeriod[];
export const DEFAULT_EVENT_PERIOD: EventPeriod = IOT_DEFAULT_EVENT_PERIOD;

export interface EventWindow {
  start: Date;
  end: Date;
}

export const isEventPeriod = (value: string): value is EventPeriod => value in IOT_EVENT_PERIODS;

/** The period ending now. */
export function windowForPeriod(period: EventPeriod, now: Date = new Date()): EventWindow {
  return { start: new Date(now.getTime() - IOT_EVENT_PERIODS[period]), end: now };
}

/** A date as datetime-local text in UTC, to the second: 2026-11-21T10:15:30. */
export const toUtcInput = (date: Date): string => date.toISOString().slice(0, 19);

/** datetime-local text read as UTC (with or without seconds); undefined when empty or not a date. */
export function fromUtcInput(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return undefined;
  const date = new Date(`${value}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** UTC text with millisecond precision, as the service expects. */
export const toUtcText = (date: Date): string => date.toISOString();

export interface WindowForm {
  period: PeriodChoice;
  start: string;
  end: string;
}

export type WindowProblem = 'startMissing' | 'endMissing' | 'startAfterEnd';

/**
 * The window a Run Query asks for: a period is taken from the moment of the query (so a message that just arrived
 * is in it); a custom window from the pickers.
 */
export function resolveWindow(
  form: WindowForm,
  now: Date = new Date(),
): { window: EventWindow } | { problem: WindowProblem } {
  if (form.period !== 'custom') return { window: windowForPeriod(form.period, now) };
  const start = fromUtcInput(form.start);
  const end = fromUtcInput(form.end);
  if (!start) return { problem: 'startMissing' };
  if (!end) return { problem: 'endMissing' };
  if (start > end) return { problem: 'startAfterEnd' };
  return { window: { start, end } };
}

/** Choosing a period fills the pickers with its window. */
export function periodForm(period: EventPeriod, now: Date = new Date()): WindowForm {
  const { start, end } = windowForPeriod(period, now);
  return { period, start: toUtcInput(start), end: toUtcInput(end) };
}
