/**
 * The New Application panel and the Configuration tab (spec 2 sections 2.7, 2.8, 5): the form's values, validated
 * with the same rules as the request body (applications.ts), URLs typed as comma-separated text.
 */
import { z } from 'zod';
import {
  APPLICATION_TEXTS,
  APPLICATION_URLS_MAX,
  APPLICATION_DESCRIPTION_MAX,
  APPLICATION_VISIBILITIES,
  GRANT_TYPES,
  applicationNameSchema,
  callbackIssue,
  grantTypeSchema,
  isValidApplicationUrl,
  splitUrlList,
  type createApplicationBody,
} from './applications.js';

/**
 * The New Application / Configuration form: the same rules over the form's own values (URLs as comma-separated
 * text). toApplicationBody turns valid values into the request body.
 */
export const applicationFormSchema = z
  .object({
    name: applicationNameSchema,
    description: z.string().trim().max(APPLICATION_DESCRIPTION_MAX),
    grant_types: z
      .array(grantTypeSchema)
      .refine((list) => list.some((g) => g !== GRANT_TYPES.refreshToken), APPLICATION_TEXTS.grantTypeRequired),
    redirect_uri: z
      .string()
      .refine((t) => splitUrlList(t).every(isValidApplicationUrl), APPLICATION_TEXTS.callbackInvalid)
      .refine((t) => splitUrlList(t).length <= APPLICATION_URLS_MAX, APPLICATION_TEXTS.tooManyUrls),
    logout_uri: z
      .string()
      .refine((t) => splitUrlList(t).every(isValidApplicationUrl), APPLICATION_TEXTS.logoutInvalid)
      .refine((t) => splitUrlList(t).length <= APPLICATION_URLS_MAX, APPLICATION_TEXTS.tooManyUrls),
    visibility: z.enum(APPLICATION_VISIBILITIES),
  })
  .superRefine((v, ctx) => {
    const issue = callbackIssue({ grant_types: v.grant_types, redirect_uri: splitUrlList(v.redirect_uri) });
    if (issue) ctx.addIssue({ code: 'custom', ...issue });
  });
export type ApplicationFormValues = z.input<typeof applicationFormSchema>;
export const EMPTY_APPLICATION_FORM: ApplicationFormValues = {
  name: '',
  description: '',
  grant_types: [],
  redirect_uri: '',
  logout_uri: '',
  visibility: 'TEAM',
};

export function toApplicationBody(v: z.output<typeof applicationFormSchema>): z.input<typeof createApplicationBody> {
  // Callback and logout URLs only apply with authorization code (the form hides them otherwise).
  const code = v.grant_types.includes(GRANT_TYPES.authorizationCode);
  return {
    name: v.name,
    description: v.description,
    grant_types: v.grant_types,
    redirect_uri: code ? splitUrlList(v.redirect_uri) : [],
    logout_uri: code ? splitUrlList(v.logout_uri) : [],
    visibility: v.visibility,
  };
}
