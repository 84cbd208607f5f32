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
