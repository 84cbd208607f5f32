/**
 * The test e-mail dialog (spec 3 sections 3, 5): the address list rules of the contract (3-3200 characters, every
 * address valid) and a test value for every template variable.
 */
import { z } from 'zod';
import {
  EMAIL_TEXTS,
  EMAIL_LIMITS,
  recipientsField,
  templateLocaleSchema,
  type SendEmailBody,
  type TemplateLocale,
} from '@dc/contracts';

export function testEmailSchema(variables: readonly string[]) {
  const values = Object.fromEntries(
    variables.map((v) => [
      v,
      z.string().trim().min(1, EMAIL_TEXTS.variableValueRequired).max(EMAIL_LIMITS.variableValueMax),
    ]),
  );
  return z.object({ locale: templateLocaleSchema, to: recipientsField, template_variables: z.object(values) });
}

export interface TestEmailValues {
  locale: TemplateLocale;
  to: string;
  template_variables: Record<string, string>;
}

export const emptyTestEmail = (locale: TemplateLocale, variables: readonly string[]): TestEmailValues => ({
  locale,
  to: '',
  template_variables: Object.fromEntries(variables.map((v) => [v, ''])),
});

export const testEmailBody = (templateId: string, values: TestEmailValues): SendEmailBody => ({
  template: templateId,
  locale: values.locale,
  to: values.to,
  template_variables: values.template_variables,
});
