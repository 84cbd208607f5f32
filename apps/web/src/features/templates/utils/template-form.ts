/**
 * The template form (spec 3 sections 3, 5): the contract's fields, plus each locale's content as JSON text that
 * must parse into a locale's content ('Provide valid content JSON'); used variables must be declared.
 */
import { z } from 'zod';
import {
  createTemplateBody,
  DEFAULT_TEMPLATE_LOCALE,
  TEMPLATE_ERRORS,
  TEMPLATE_SKELETON,
  TEMPLATE_SKELETON_VARIABLES,
  TEMPLATE_TEXTS,
  templateLocaleContentSchema,
  templateLocaleSchema,
  undeclaredTemplateVariables,
  type CreateTemplateBody,
  type Template,
  type TemplateLocale,
  type TemplateLocaleContent,
} from '@dc/contracts';

/** The content of a locale, or the reason it is not one. */
export function parseLocaleJson(json: string): { content: TemplateLocaleContent } | { error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { error: TEMPLATE_TEXTS.invalidContentJson };
  }
  const parsed = templateLocaleContentSchema.safeParse(raw);
  if (parsed.success) return { content: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue.path.length > 0 ? ` (${issue.path.join('.')}: ${issue.message})` : '';
  return { error: `${TEMPLATE_TEXTS.invalidContentJson}${where}` };
}

const localeEntry = z.object({ code: templateLocaleSchema, json: z.string() }).superRefine((entry, ctx) => {
  const parsed = parseLocaleJson(entry.json);
  if ('error' in parsed) ctx.addIssue({ code: 'custom', path: ['json'], message: parsed.error });
});

const { name, sender_name, variables, consumer_applications, metadata } = createTemplateBody.shape;

export const templateFormSchema = z
  .object({
    name,
    sender_name,
    variables,
    consumer_applications,
    metadata,
    locales: z.array(localeEntry).min(1, 'Add at least one locale.'),
  })
  .superRefine((form, ctx) => {
    const missing = undeclaredTemplateVariables(localeMap(form.locales), form.variables);
    if (missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['variables'],
        message: `${TEMPLATE_ERRORS.undeclaredVariables.message} ${missing.join(', ')}`,
      });
    }
  });

export type TemplateFormInput = z.input<typeof templateFormSchema>;
export type TemplateFormValues = z.output<typeof templateFormSchema>;
export type LocaleEntry = { code: TemplateLocale; json: string };

export const contentJson = (content: TemplateLocaleContent) => JSON.stringify(content, null, 2);

/** The locales that parse, as the payload's map (invalid ones are left out; the form refuses them anyway). */
export function localeMap(entries: readonly LocaleEntry[]): Partial<Record<TemplateLocale, TemplateLocaleContent>> {
  const out: Partial<Record<TemplateLocale, TemplateLocaleContent>> = {};
  for (const { code, json } of entries) {
    const parsed = parseLocaleJson(json);
    if ('content' in parsed) out[code] = parsed.content;
  }
  return out;
}

/** A new template: en first with the default skeleton, whose url variable is declared. */
export const emptyTemplateForm = (teamName: string): TemplateFormInput => ({
  name: '',
  sender_name: '',
  variables: [...TEMPLATE_SKELETON_VARIABLES],
  consumer_applications: [],
  metadata: { team: teamName, primary_contact: '' },
  locales: [{ code: DEFAULT_TEMPLATE_LOCALE, json: contentJson(TEMPLATE_SKELETON) }],
});

export function templateToForm(template: Template): TemplateFormInput {
  return {
    name: template.name,
    sender_name: template.sender_name,
    variables: template.variables,
    consumer_applications: template.consumer_applications,
    metadata: template.metadata,
    locales: template.locale_codes.map((code) => ({
      code,
      json: contentJson(template.locales?.[code] ?? TEMPLATE_SKELETON),
    })),
  };
}

export const formToBody = (form: TemplateFormValues): CreateTemplateBody => ({
  name: form.name,
  sender_name: form.sender_name,
  variables: form.variables,
  consumer_applications: form.consumer_applications,
  metadata: form.metadata,
  locales: localeMap(form.locales),
});
