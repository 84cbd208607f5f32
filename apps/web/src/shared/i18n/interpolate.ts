/**
 * {{name}} (and {{- name}}) replaced by the t() call's values, as i18next does with escapeValue false: a value not
 * given stays as written; one given as undefined becomes ''; a value that itself reads like a placeholder is not
 * replaced again. No formats ({{n, number}}) and no nesting ($t(...)): the console's texts use neither.
 */
import { findPath } from './find-path';

const PLACEHOLDERS = [/\{\{-(.+?)\}\}/g, /\{\{(.+?)\}\}/g];
const MAX_REPLACES = 1000;

export function interpolate(text: string, values: Record<string, unknown>): string {
  for (const pattern of PLACEHOLDERS) {
    pattern.lastIndex = 0;
    let match: RegExpExecArray | null;
    let replaces = 0;
    while (replaces < MAX_REPLACES && (match = pattern.exec(text))) {
      const name = match[1].trim();
      const found = findPath(values, name);
      if (found === undefined && !Object.prototype.hasOwnProperty.call(values, name)) continue;
      // '' + value, not String(value): i18next's conversion (an object's valueOf first).
      const value = found == null ? '' : '' + (found as string);
      // The first occurrence of the placeholder's text, as i18next's String.replace.
      text = text.replace(match[0], () => value);
      pattern.lastIndex += value.length - match[0].length;
      replaces += 1;
    }
  }
  return text;
}
