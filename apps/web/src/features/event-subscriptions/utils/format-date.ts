/** Dates as the user's language writes them; undefined without a date. */
export const formatDay = (iso: string | null | undefined, language: string): string | undefined =>
  iso ? new Date(iso).toLocaleDateString(language, { dateStyle: 'medium' }) : undefined;

/** A delivery attempt's time, to the second (attempts of one event are seconds apart). */
export const formatTime = (iso: string, language: string): string =>
  new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'medium' });
