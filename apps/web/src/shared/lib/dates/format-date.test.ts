import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatDate } from './format-date';

const iso = '2026-11-25T03:38:34.123Z';
/** ICU versions differ in the space before AM (U+202F or a plain space). */
const utc = (value: string | number, style: 'utc' | 'utcMs', language: string) =>
  formatDate(value, style, language)?.replace(/\s/g, ' ');

describe('formatDate', () => {
  it('writes a day and a time in the UI language', () => {
    expect(formatDate(iso, 'date', 'en')).toBe('Nov 25, 2026');
    expect(formatDate(iso, 'date', 'de-DE')).toBe('25. Nov. 2026');
    const local = new Date(iso);
    expect(formatDate(iso, 'dateTime', 'en')).toBe(
      local.toLocaleString('en', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        second: '2-digit',
      }),
    );
  });

  it('writes English days as Intl does, without building its formatter (issue 18)', () => {
    const intl = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric' });
    // Every day of 1998-2033 (leap years, month ends), at times around local midnight and noon.
    for (let day = new Date(1998, 0, 1); day.getFullYear() < 2034; day.setDate(day.getDate() + 1)) {
      for (const hour of [0, 12, 23]) {
        const date = new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, 59, 59, 999);
        expect(formatDate(date.toISOString(), 'date', 'en')).toBe(intl.format(date));
      }
    }
    const early = new Date(999, 0, 1);
    early.setFullYear(7);
    expect(formatDate(early, 'date', 'en')).toBe(intl.format(early));
    early.setFullYear(0);
    expect(formatDate(early, 'date', 'en')).toBe(intl.format(early));
    expect(formatDate(new Date(999, 0, 1), 'date', 'en')).toBe(intl.format(new Date(999, 0, 1)));
    expect(formatDate(new Date(10000, 0, 1).getTime(), 'date', 'en')).toBe(intl.format(new Date(10000, 0, 1)));
  });

  it('writes IoT and trace times in UTC, labelled, to the second or millisecond', () => {
    expect(utc(iso, 'utc', 'en')).toBe('Nov 25, 2026, 3:38:34 AM UTC');
    expect(utc(iso, 'utcMs', 'en')).toBe('Nov 25, 2026, 3:38:34.123 AM UTC');
    expect(utc(iso, 'utc', 'de-DE')).toBe('25. Nov. 2026, 3:38:34 UTC');
    expect(utc(iso, 'utcMs', 'de-DE')).toBe('25. Nov. 2026, 3:38:34,123 UTC');
    expect(utc(0, 'utc', 'en')).toBe('Jan 1, 1970, 12:00:00 AM UTC');
  });

  it('keeps the spec form YYYY/MM/DD for catalogs in every language', () => {
    const local = new Date(2026, 0, 5, 12);
    expect(formatDate(local.toISOString(), 'catalog', 'en')).toBe('2026/01/05');
    expect(formatDate(local, 'catalog', 'de-DE')).toBe('2026/01/05');
    expect(formatDate(new Date(2025, 10, 21, 8).getTime(), 'catalog', 'en')).toBe('2025/11/21');
  });

  it('writes nothing without a valid date', () => {
    expect(formatDate(null, 'date', 'en')).toBeUndefined();
    expect(formatDate(undefined, 'utc', 'en')).toBeUndefined();
    expect(formatDate('', 'date', 'en')).toBeUndefined();
    expect(formatDate('not a date', 'catalog', 'en')).toBeUndefined();
  });

  it('builds one formatter per language and style', () => {
    const options = { month: 'short' } as const;
    expect(dateTimeFormat('en', options)).toBe(dateTimeFormat('en', { month: 'short' }));
    expect(dateTimeFormat('de-DE', options)).not.toBe(dateTimeFormat('en', options));
  });
});
