/**
 * Shared validation patterns and their messages (spec 3 section 5), without zod: pages that only show these texts
 * (the application list's message keys) need no schema code at first paint (issue 18). validation.ts re-exports them.
 */
/** Letters and digits, with single spaces, underscores or hyphens only between alphanumeric runs. */
export const NAME_PATTERN = /^[A-Za-z0-9]+(?:[ _-][A-Za-z0-9]+)*$/;
/** The spec's wording, verbatim (the <br> is rendered as a line break by the console). */
export const NAME_PATTERN_MESSAGE =
  'Only whitespace / underscore / hyphen / alphabets / numbers / alphanumeric allowed <br> Any Whitespace / underscore / hyphen should followed and preceeded by alphanumneric';

/** Case-insensitive; the top-level domain has at least 2 letters. */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@(?:[a-z0-9-]+\.)+[a-z]{2,}$/i;
export const EMAIL_PATTERN_MESSAGE = 'Invalid email address';
export const EMAIL_MAX_LENGTH = 254;

export const isValidName = (value: string) => NAME_PATTERN.test(value);
export const isValidEmail = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
