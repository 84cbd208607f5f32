/**
 * Rules of a template's content: only plain {{name}} tags (values are always HTML-escaped, and the engine stays
 * logic-less), and every used variable declared (spec 3 section 5 and the issue: a validation error lists them).
 */
import {
  TEMPLATE_ERRORS,
  TEMPLATE_VARIABLE_PATTERN,
  undeclaredTemplateVariables,
  type CreateTemplateBody,
  type TemplateLocaleContent,
} from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';
import { mustache } from './mustache-writer.js';

type Locales = Partial<Record<string, TemplateLocaleContent>>;

const fieldsOf = (c: TemplateLocaleContent) => [
  c.subject,
  c.header,
  c.subheader,
  c.salutation,
  ...c.content,
  c.signoff,
  c.sender,
];

/** Tags other than {{name}} (sections, partials, unescaped values, comments, delimiter changes), by locale. */
export function invalidTags(locales: Locales): Array<{ locale: string; tag: string }> {
  const found: Array<{ locale: string; tag: string }> = [];
  for (const [locale, content] of Object.entries(locales)) {
    if (!content) continue;
    for (const text of fieldsOf(content)) {
      let tokens: ReturnType<typeof mustache.parse>;
      try {
        tokens = mustache.parse(text);
      } catch {
        found.push({ locale, tag: text.slice(0, 80) });
        continue;
      }
      for (const t of tokens) {
        const plainName = t[0] === 'name' && TEMPLATE_VARIABLE_PATTERN.test(t[1]);
        if (t[0] !== 'text' && !plainName) found.push({ locale, tag: `{{${t[0] === 'name' ? '' : t[0]}${t[1]}}}` });
      }
    }
  }
  return found;
}

/** Throws the catalogue's validation errors for content that breaks the rules. */
export function checkTemplateContent(body: { locales: Locales; variables: string[] }): void {
  const bad = invalidTags(body.locales);
  if (bad.length) throw catalogueError(TEMPLATE_ERRORS.invalidTags, { tags: bad });
  const undeclared = undeclaredTemplateVariables(body.locales, body.variables);
  if (undeclared.length) {
    const e = TEMPLATE_ERRORS.undeclaredVariables;
    throw catalogueError({ ...e, message: `${e.message} ${undeclared.join(', ')}` }, { variables: undeclared });
  }
}

/** Locale codes in the order the body gives them (JSON object order). */
export const localeCodesOf = (locales: CreateTemplateBody['locales']) => Object.keys(locales);
