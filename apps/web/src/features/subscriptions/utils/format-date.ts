/** A day as the user's language writes it (medium style), or undefined without a date. */
export const formatDay = (iso: string | null | undefined, language: string): string | undefined =>
  iso ? new Date(iso).toLocaleDateString(language, { dateStyle: 'medium' }) : undefined;
