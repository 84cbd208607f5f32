import { describe, expect, it } from 'vitest';
import {
  EVENT_PERIODS,
  DEFAULT_EVENT_PERIOD,
  fromUtcInput,
  periodForm,
  resolveWindow,
  toUtcInput,
  toUtcText,
  windowForPeriod,
} from './event-window';

const now = new Date('2026-11-21T10:15:30.250Z');

describe('event window', () => {
  it('offers the fixed periods with 1h as default', () => {
    expect(EVENT_PERIODS).toEqual(['5m', '10m', '15m', '30m', '1h', '12h']);
    expect(DEFAULT_EVENT_PERIOD).toBe('1h');
  });

  it('turns a period into the window ending now', () => {
    expect(windowForPeriod('5m', now)).toEqual({ start: new Date('2026-11-21T10:10:30.250Z'), end: now });
    expect(windowForPeriod('12h', now).start.toISOString()).toBe('2026-11-20T22:15:30.250Z');
  });

  it('reads and writes datetime-local text as UTC, whatever the browser zone', () => {
    expect(toUtcInput(now)).toBe('2026-11-21T10:15:30');
    expect(fromUtcInput('2026-11-21T10:15:30')?.toISOString()).toBe('2026-11-21T10:15:30.000Z');
    expect(fromUtcInput('2026-11-21T10:15')?.toISOString()).toBe('2026-11-21T10:15:00.000Z');
    expect(fromUtcInput('')).toBeUndefined();
    expect(fromUtcInput('2026-13-40T10:15')).toBeUndefined();
    expect(fromUtcInput('yesterday')).toBeUndefined();
    expect(toUtcText(now)).toBe('2026-11-21T10:15:30.250Z');
  });

  it('fills the pickers when a period is chosen', () => {
    expect(periodForm('30m', now)).toEqual({ period: '30m', start: '2026-11-21T09:45:30', end: '2026-11-21T10:15:30' });
  });

  it('measures a period from the moment of the query, a custom window from the pickers', () => {
    const stale = periodForm('5m', new Date('2026-11-21T08:00:00Z'));
    expect(resolveWindow(stale, now)).toEqual({ window: windowForPeriod('5m', now) });
    const custom = { period: 'custom' as const, start: '2026-11-21T08:00', end: '2026-11-21T09:00:15' };
    expect(resolveWindow(custom, now)).toEqual({
      window: { start: new Date('2026-11-21T08:00:00Z'), end: new Date('2026-11-21T09:00:15Z') },
    });
  });

  it('names what is wrong with a custom window', () => {
    const custom = (start: string, end: string) => resolveWindow({ period: 'custom', start, end }, now);
    expect(custom('', '2026-11-21T09:00')).toEqual({ problem: 'startMissing' });
    expect(custom('2026-11-21T09:00', '')).toEqual({ problem: 'endMissing' });
    expect(custom('2026-11-21T09:01', '2026-11-21T09:00')).toEqual({ problem: 'startAfterEnd' });
  });
});
