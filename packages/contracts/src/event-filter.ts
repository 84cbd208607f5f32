/**
 * The event filter language (spec 2 section 5 "Filter condition"), implemented once for the wizard, the filter
 * editor and the server. A condition is terms `key=value` joined by `&&` (all groups must match) and `||` (any term
 * within a group): `id = ^1234 && subject = ^created$ || type = ^abc$` reads id AND (subject OR type). Spaces are
 * removed first. A term has exactly one unescaped '=' (a backslash escapes the next character, in the key and for
 * the separators), both sides non-empty; the value is a regular expression (no flags) that must match somewhere in
 * the event attribute named by the key; keys are unique across the whole condition.
 * Values are matched with a linear-time engine (event-filter-regex.ts), so no pattern can stall delivery; a
 * pattern that engine does not support (backreferences, lookaround) is an 'Invalid Regex'.
 */
import { z } from 'zod';
import { compileSafeRegex, type SafeRegex } from './event-filter-regex.js';

export const FILTER_MESSAGES = {
  invalid: 'Filter condition invalid',
  invalidRegex: 'Invalid Regex',
  notUnique: 'Fields should be unique',
} as const;
export type FilterMessage = (typeof FILTER_MESSAGES)[keyof typeof FILTER_MESSAGES];

/** Limits that keep a condition cheap to store and to evaluate against every event. */
export const FILTER_CONDITION_MAX = 2000;
export const FILTER_TERMS_MAX = 20;
export const FILTER_KEY_MAX = 100;
export const FILTER_VALUE_MAX = 256;
/** Attribute values longer than this are matched on their first FILTER_ATTRIBUTE_MAX code units. */
export const FILTER_ATTRIBUTE_MAX = 4096;

export const filterFieldSchema = z.object({ key: z.string(), value: z.string() });
export type FilterField = z.infer<typeof filterFieldSchema>;
/** The stored and transmitted filter: the condition without spaces, and its terms in order. */
export const eventFilterSchema = z.object({
  criteria: z.string().max(FILTER_CONDITION_MAX),
  fields: z.array(filterFieldSchema).max(FILTER_TERMS_MAX),
});
export type EventFilter = z.infer<typeof eventFilterSchema>;

export type FilterParseResult =
  { ok: true; filter: EventFilter; groups: FilterField[][] } | { ok: false; message: FilterMessage };

/** Splits on an unescaped separator ('&&' or '||'); escapes are kept. */
function splitUnescaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text.startsWith(separator, i)) {
      parts.push(text.slice(start, i));
      i += separator.length - 1;
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Positions of unescaped '=' in a term. */
function unescapedEquals(term: string): number[] {
  const at: number[] = [];
  for (let i = 0; i < term.length; i++) {
    if (term[i] === '\\') i++;
    else if (term[i] === '=') at.push(i);
  }
  return at;
}

const unescapeKey = (key: string) => key.replace(/\\(.)/gs, '$1');

/** Parses and validates a condition (an empty one is invalid: spec 2 section 5, "An empty condition on Apply"). */
export function parseFilterCondition(condition: string): FilterParseResult {
  const criteria = condition.replace(/\s+/g, '');
  const invalid = { ok: false, message: FILTER_MESSAGES.invalid } as const;
  if (!criteria || criteria.length > FILTER_CONDITION_MAX) return invalid;
  const raw = splitUnescaped(criteria, '&&').map((group) => splitUnescaped(group, '||'));
  if (raw.flat().length > FILTER_TERMS_MAX) return invalid;
  const groups: FilterField[][] = [];
  for (const group of raw) {
    const fields: FilterField[] = [];
    for (const term of group) {
      const equals = unescapedEquals(term);
      if (equals.length !== 1) return invalid;
      const key = unescapeKey(term.slice(0, equals[0]));
      const value = term.slice(equals[0] + 1);
      if (!key || !value || key.length > FILTER_KEY_MAX) return invalid;
      fields.push({ key, value });
    }
    groups.push(fields);
  }
  const fields = groups.flat();
  if (fields.some((f) => f.value.length > FILTER_VALUE_MAX || !compileSafeRegex(f.value))) {
    return { ok: false, message: FILTER_MESSAGES.invalidRegex };
  }
  if (new Set(fields.map((f) => f.key)).size !== fields.length) {
    return { ok: false, message: FILTER_MESSAGES.notUnique };
  }
  return { ok: true, filter: { criteria, fields }, groups };
}

/** The error message of a condition, or null when it is valid (for form validation). */
export function filterConditionError(condition: string): FilterMessage | null {
  const result = parseFilterCondition(condition);
  return result.ok ? null : result.message;
}

/**
 * A filter received from a client is trusted only through its criteria: the fields must be the ones the criteria
 * parse to. Answers the parsed filter or the message.
 */
export function checkEventFilter(filter: EventFilter): FilterParseResult {
  const result = parseFilterCondition(filter.criteria);
  if (!result.ok) return result;
  const same =
    result.filter.fields.length === filter.fields.length &&
    result.filter.fields.every((f, i) => f.key === filter.fields[i].key && f.value === filter.fields[i].value);
  return same ? result : { ok: false, message: FILTER_MESSAGES.invalid };
}

/** The condition as the editor shows it again (parses back to the same filter). */
export function formatFilterCondition(filter: EventFilter): string {
  const result = parseFilterCondition(filter.criteria);
  if (!result.ok) return filter.criteria;
  const escapeKey = (key: string) => key.replace(/[\\=&|]/g, (c) => `\\${c}`);
  return result.groups.map((group) => group.map((f) => `${escapeKey(f.key)} = ${f.value}`).join(' || ')).join(' && ');
}

/** Event attributes: names to scalar values (objects and arrays never match). */
export type EventAttributes = Record<string, unknown>;

const attributeText = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value).slice(0, FILTER_ATTRIBUTE_MAX)
    : null;

/**
 * A matcher for a filter (null: every event matches). Throws on an invalid filter: stored filters were validated.
 * A term matches when the attribute exists, is a scalar, and its text matches the value's regex.
 */
export function createFilterMatcher(filter: EventFilter | null): (attributes: EventAttributes) => boolean {
  if (!filter) return () => true;
  const parsed = parseFilterCondition(filter.criteria);
  if (!parsed.ok) throw new Error(`Invalid event filter: ${parsed.message}`);
  const groups = parsed.groups.map((group) =>
    group.map((f) => ({ key: f.key, regex: compileSafeRegex(f.value) as SafeRegex })),
  );
  return (attributes) =>
    groups.every((group) =>
      group.some((term) => {
        const text = Object.hasOwn(attributes, term.key) ? attributeText(attributes[term.key]) : null;
        return text !== null && term.regex.test(text);
      }),
    );
}
