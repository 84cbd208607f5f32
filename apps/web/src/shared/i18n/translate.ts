/**
 * One t() call: the key in each language of the chain (the current one, then English), plural forms chosen by
 * Intl.PluralRules (key_one, key_other, key_zero for 0), then the default value, then the key itself; the result
 * interpolated. The same answers as i18next under the console's options (i18next-parity.test.ts checks them).
 */
import { findPath } from './find-path';
import { interpolate } from './interpolate';

export type Resource = Record<string, unknown>;
/** language -> namespace -> the namespace's file. */
export type Store = Record<string, Record<string, Resource>>;

export interface TOptions {
  count?: number;
  defaultValue?: string;
  ns?: string;
  returnObjects?: boolean;
  [value: string]: unknown;
}

const rules = new Map<string, Intl.PluralRules>();

function pluralForm(lng: string, count: unknown): string {
  let rule = rules.get(lng);
  if (!rule) {
    try {
      rule = new Intl.PluralRules(lng);
    } catch {
      rule = new Intl.PluralRules('en');
    }
    rules.set(lng, rule);
  }
  return rule.select(count as number);
}

/** What i18next takes as found: anything but undefined and null (an empty text counts). */
const isFound = (value: unknown) => value != null;

function resolve(store: Store, languages: string[], ns: string, key: string, count: unknown): unknown {
  // As i18next: any count but a text picks a plural form.
  const plural = count !== undefined && typeof count !== 'string';
  for (const lng of languages) {
    const tree = store[lng]?.[ns];
    const keys = plural ? [key, `${key}_${pluralForm(lng, count)}`] : [key];
    if (count === 0) keys.push(`${key}_zero`);
    for (let i = keys.length - 1; i >= 0; i -= 1) {
      const found = findPath(tree, keys[i]);
      if (isFound(found)) return found;
    }
  }
  return undefined;
}

export function translate(
  store: Store,
  languages: string[],
  language: string,
  key: string,
  ns: string,
  options: TOptions,
): unknown {
  const found = resolve(store, languages, ns, key, options.count);
  if (found && typeof found === 'object') {
    if (!options.returnObjects) return `key '${key} (${language})' returned an object instead of string.`;
    const copy = (Array.isArray(found) ? [] : {}) as Record<string, unknown>;
    for (const part of Object.keys(found)) {
      const deepKey = `${key}.${part}`;
      const value = translate(store, languages, language, deepKey, ns, options);
      copy[part] = value === deepKey ? (found as Record<string, unknown>)[part] : value;
    }
    return copy;
  }
  const text = isFound(found) ? found : isFound(options.defaultValue) ? options.defaultValue : key;
  return typeof text === 'string' ? interpolate(text, options) : text;
}
