/**
 * The console's one date formatter (issue 22): every date reads the same way in the UI language, except where the
 * spec fixes the form: catalog dates are YYYY/MM/DD (spec 2 section 9) and IoT and e-mail trace times are in UTC
 * (spec 1 section 7.2, spec 3 section 9), labelled so.
 */

/**
 * date: a day ("Nov 25, 2026"); dateTime: to the second, local time; utc / utcMs: to the second or millisecond, in
 * UTC (IoT, e-mail trace); catalog: YYYY/MM/DD.
 */
export type DateStyle = 'date' | 'dateTime' | 'utc' | 'utcMs' | 'catalog';

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', second: '2-digit' };
const IN_UTC: Intl.DateTimeFormatOptions = { timeZone: 'UTC', timeZoneName: 'short' };

const STYLES: Record<Exclude<DateStyle, 'catalog'>, Intl.DateTimeFormatOptions> = {
  date: DAY,
  dateTime: { ...DAY, ...TIME },
  utc: { ...DAY, ...TIME, ...IN_UTC },
  utcMs: { ...DAY, ...TIME, fractionalSecondDigits: 3, ...IN_UTC },
};

// Building an Intl.DateTimeFormat costs far more than using one, and tables format a date per row.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached Intl.DateTimeFormat for a language and options (for the few views with their own, such as chart axes). */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The spec's catalog form, whatever the language, in the viewer's time zone. */
const catalogDate = (d: Date) => `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;

/**
 * The first Intl.DateTimeFormat of a page costs 30-150 ms of main thread in Chromium (ICU's date pattern generator),
 * four times that on Lighthouse's phone, and the gallery's cards and the application list each show a day on their
 * first paint (issue 18). English days are written here as that formatter writes them ("Nov 25, 2026",
 * format-date.test.ts compares every day of several years); other languages keep Intl.
 */
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const englishDay = (d: Date) => `${EN_MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;

/** A date (ISO text, epoch milliseconds or Date) as the style and language write it; undefined without a valid date. */
export function formatDate(
  value: string | number | Date | null | undefined,
  style: DateStyle,
  language: string,
): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  if (style === 'catalog') return catalogDate(date);
  // Years before 1 AD are left to Intl (it writes them its own way).
  if (style === 'date' && language === 'en' && date.getFullYear() > 0) return englishDay(date);
  return dateTimeFormat(language, STYLES[style]).format(date);
}
