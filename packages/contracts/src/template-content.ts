/**
 * Template content (spec 3 sections 3, 5, 9): the locales a template may have (Polish fixed to 'pl', SPEC-NOTES 8),
 * one locale's content and its default skeleton, and the {{variable}} helpers the form and the server share.
 */
import { z } from 'zod';

/** Spec 3 section 9, in its order; SPEC-NOTES 8: the Polish entry carries 'pl' (the spec's 'hu' is a defect). */
export const TEMPLATE_LOCALES = [
  { value: 'bg', label: 'Bulgarian' },
  { value: 'cs', label: 'Czech' },
  { value: 'da', label: 'Danish' },
  { value: 'de', label: 'German' },
  { value: 'el', label: 'Greek' },
  { value: 'en', label: 'English' },
  { value: 'es-AR', label: 'Spanish (Argentina)' },
  { value: 'es-ES', label: 'Spanish (Spain)' },
  { value: 'fi', label: 'Finnish' },
  { value: 'fr', label: 'French' },
  { value: 'hu', label: 'Hungarian' },
  { value: 'it', label: 'Italian' },
  { value: 'ja', label: 'Japanese' },
  { value: 'ko', label: 'Korean' },
  { value: 'nb', label: 'Norwegian' },
  { value: 'nl', label: 'Dutch' },
  { value: 'pl', label: 'Polish' },
  { value: 'pt-BR', label: 'Portuguese (Brazil)' },
  { value: 'pt-PT', label: 'Portuguese (Portugal)' },
  { value: 'ro', label: 'Romanian' },
  { value: 'ru', label: 'Russian' },
  { value: 'sl', label: 'Slovenian' },
  { value: 'sv', label: 'Swedish' },
  { value: 'th', label: 'Thai' },
  { value: 'tr', label: 'Turkish' },
  { value: 'zh-TW', label: 'Chinese (Taiwan)' },
  { value: 'zh-CN', label: 'Chinese (China)' },
  { value: 'ta', label: 'Tamil' },
] as const;
export type TemplateLocale = (typeof TEMPLATE_LOCALES)[number]['value'];
export const TEMPLATE_LOCALE_CODES = TEMPLATE_LOCALES.map((l) => l.value) as [TemplateLocale, ...TemplateLocale[]];
export const templateLocaleSchema = z.enum(TEMPLATE_LOCALE_CODES);
export const DEFAULT_TEMPLATE_LOCALE: TemplateLocale = 'en';

export const TEMPLATE_LIMITS = {
  nameMax: 100,
  senderNameMax: 100,
  variablesMax: 50,
  variableNameMax: 50,
  consumerApplicationsMax: 100,
  subjectMax: 300,
  fieldMax: 2000,
  contentLinesMax: 50,
  lineMax: 5000,
} as const;

/** A variable name as written between double braces. */
export const TEMPLATE_VARIABLE_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

const text = (max: number) => z.string().max(max).default('');

/** One locale's content (spec 3 section 3); every field may use {{variables}}. */
export const templateLocaleContentSchema = z
  .object({
    subject: z.string().trim().min(1, 'Provide a subject').max(TEMPLATE_LIMITS.subjectMax),
    header: text(TEMPLATE_LIMITS.fieldMax),
    subheader: text(TEMPLATE_LIMITS.fieldMax),
    salutation: text(TEMPLATE_LIMITS.fieldMax),
    content: z.array(z.string().max(TEMPLATE_LIMITS.lineMax)).max(TEMPLATE_LIMITS.contentLinesMax).default([]),
    signoff: text(TEMPLATE_LIMITS.fieldMax),
    sender: text(TEMPLATE_LIMITS.fieldMax),
  })
  .strict();
export type TemplateLocaleContent = z.output<typeof templateLocaleContentSchema>;

/** The skeleton a new locale starts with (spec 3 section 3); it uses the url variable, so declare it. */
export const TEMPLATE_SKELETON: TemplateLocaleContent = {
  subject: 'Subject',
  header: 'Header',
  subheader: 'Subheader',
  salutation: 'Hello,',
  content: ['First line of the message with a [link]({{url}}).', '[[Button text]]({{url}})'],
  signoff: 'Best regards,',
  sender: 'Sender',
};
export const TEMPLATE_SKELETON_VARIABLES = ['url'];

/** Names between double braces in a text ({{ name }} and {{name}}), in order of first use. */
export function templateVariablesIn(value: string): string[] {
  const names = [...value.matchAll(/\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g)].map((m) => m[1]);
  return [...new Set(names)];
}

type LocaleMap = Partial<Record<string, TemplateLocaleContent>>;

/** Every variable a locale map uses, in order of first use. */
export function templateVariablesUsed(locales: LocaleMap): string[] {
  const all = Object.values(locales).flatMap((c) =>
    !c
      ? []
      : [c.subject, c.header, c.subheader, c.salutation, ...c.content, c.signoff, c.sender].flatMap(
          templateVariablesIn,
        ),
  );
  return [...new Set(all)];
}

/** Used but not declared: what TEMPLATE_UNDECLARED_VARIABLES lists (the form can check before saving). */
export const undeclaredTemplateVariables = (locales: LocaleMap, declared: string[]) =>
  templateVariablesUsed(locales).filter((v) => !declared.includes(v));
